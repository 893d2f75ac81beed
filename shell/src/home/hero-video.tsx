import { useEffect, useRef, useSyncExternalStore } from 'react';
import heroMp4 from './hero-video/hero.mp4';
import heroPoster from './hero-video/hero-poster.webp';
import heroWebm from './hero-video/hero.webm';
import styles from './home-page.module.css';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => matchMedia(reducedMotionQuery).matches;
/** The server cannot know: it draws the still poster, and the clip starts once the browser has the page. */
const motionUnknown = () => true;

/**
 * The hero's muted, looping background clip. The poster paints first, so the video never holds the page
 * back; a shopper who prefers reduced motion keeps the still poster, and the clip is not even downloaded.
 */
export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, motionUnknown);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Set as a property: browsers only autoplay a clip known to be muted.
    element.muted = true;
    if (reducedMotion) element.pause();
    else element.play().catch(() => undefined); // a browser that refuses autoplay keeps the poster
  }, [reducedMotion]);

  return (
    <video
      ref={video}
      className={styles.heroVideo}
      poster={heroPoster}
      width={1280}
      height={720}
      muted
      loop
      playsInline
      preload={reducedMotion ? 'none' : 'auto'}
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
    >
      <source src={heroWebm} type="video/webm" />
      <source src={heroMp4} type="video/mp4" />
    </video>
  );
}
