// The two screens the owner works on: her phone (touch) and the shop's computer.
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const desktop = { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false } as const;
export const ownerScreens = [
  { name: 'phone', screen: phone },
  { name: 'desktop', screen: desktop },
] as const;
