import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  skipToContent: 'Skip to content',
  header: {
    home: 'L’Atelier du Citron, home',
    login: 'Log in or create an account',
    account: 'My account',
    cart: 'Cart',
    cartCount_one: '{{count}} item',
    cartCount_other: '{{count}} items',
    backOffice: 'Shop back office',
    openMenu: 'Open the menu',
    categories: 'Our categories',
  },
  menu: {
    title: 'Menu',
    close: 'Close the menu',
    products: 'Our products',
    selections: 'Our selections',
    categoriesUnavailable: 'Categories are not available right now.',
    about: 'Our story',
    recipes: 'Recipes',
    contact: 'Contact',
    language: 'Language',
  },
  auth: {
    close: 'Close',
    cancel: 'Cancel',
    email: 'Email address',
    password: 'Password',
    choice: {
      title: 'Welcome',
      intro: 'Log in to find your orders and addresses, or create your account in a few moments.',
      logIn: 'Log in',
      register: 'Create an account',
    },
    login: {
      title: 'Log in',
      submit: 'Log in',
      forgotPassword: 'Forgot your password?',
      resendLink: 'Send the validation link again',
      linkResent: 'If this address is awaiting validation, a new link is on its way: remember to check your spam folder.',
    },
    secondFactor: {
      title: 'Two-step verification',
      intro: 'Type the 6-digit code your authenticator app shows now, or one of your recovery codes.',
      code: 'Verification code',
      submit: 'Confirm',
      expired: 'This login has expired: please type your password again.',
      again: 'Log in again',
    },
    forgotPassword: {
      title: 'Forgot your password',
      intro: 'Enter the email address of your account: we will send you a link to choose a new password.',
      submit: 'Send the link',
    },
    forgotPasswordSent: {
      title: 'Request sent',
      text: 'If an account exists for this address, an email is on its way.',
      home: 'Back to the home page',
    },
    register: {
      title: 'Create an account',
      countriesUnavailable: 'The list of countries could not be loaded.',
      retryCountries: 'Try again',
      passwordConfirmation: 'Confirm the password',
      submit: 'Create my account',
      deliveryAddressWhy: 'Your address below is where we will deliver your order; you can choose another one at the delivery step.',
      privacy: 'Your data is used to run your account and your orders: read our <privacy>privacy policy</privacy>.',
    },
    registered: {
      title: 'Check your email',
      text: 'We have sent you an email: click its link to validate your account, then log in.',
      checkoutText:
        'We have sent you an email: open its link, here or on your phone, to validate your account and come straight back to delivery, with your cart.',
    },
  },
  footer: {
    visitUs: 'The shop',
    hours: 'Open daily from {{opens}} to {{closes}}',
    phone: 'Tel. {{phone}}',
    followUs: 'Follow us',
    about: 'Our story',
    contact: 'Contact',
    legal: 'Legal notice',
    cgv: 'Terms of sale',
    privacy: 'Privacy policy',
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
  cookies: {
    settings: 'Cookie settings',
    consent: {
      title: 'A twist of cookies?',
      description:
        'Some cookies are essential to the shop: your cart, your login, your language and this choice. With your consent we also remember your display preferences and count page views with our own tool, with no outside service. You can change your mind at any time with the “Cookie settings” link at the bottom of every page.',
      acceptAll: 'Accept all',
      acceptNecessary: 'Necessary only',
      showPreferences: 'Choose',
      revisionMessage: 'Our cookies have changed since your last visit: please make your choice again.',
      legal: 'Legal notice',
      cgv: 'Terms of sale',
      privacy: 'Privacy policy',
    },
    preferences: {
      title: 'Your cookie choices',
      acceptAll: 'Accept all',
      acceptNecessary: 'Necessary only',
      save: 'Save my choices',
      close: 'Close',
      intro: {
        title: 'How we use cookies',
        description:
          'A cookie is a small file your browser keeps for us. We use none for advertising and share nothing with other companies. Your choice is kept for 6 months, then we ask you again.',
      },
      necessary: {
        title: 'Strictly necessary',
        description:
          'Your cart (1 hour), your login, the language you chose and this cookie choice (6 months). The shop does not work without them: they cannot be switched off.',
      },
      preferencesCategory: {
        title: 'Preferences',
        description: 'Remember, from one visit to the next, that you closed the Lemon Festival notice.',
      },
      analytics: {
        title: 'Audience measurement',
        description:
          'Count page views, per page and per day, with our own tool: a random visitor identifier is kept for 2 years and 1 minute. Declining deletes this identifier.',
      },
      table: { name: 'Name', duration: 'Duration', purpose: 'Purpose' },
      visitorCookie: { duration: '2 years and 1 minute', purpose: 'Recognise the same visitor from one page to the next' },
      more: {
        title: 'A question?',
        description: 'All about your data and cookies in our',
        privacy: 'privacy policy',
        contact: 'Write to us',
      },
    },
  },
  backToTop: 'Back to the top of the page',
  festivalNotice: {
    close: 'Close the Lemon Festival notice',
    seeCategory: 'See the {{name}} selection',
  },
  home: {
    title: 'Menton lemons, from the orchard to your table',
    intro: 'Liqueur, fine groceries, home and well-being: our handmade lemon creations.',
    categories: 'Discover our products',
  },
  /** The dialog saying a popup's code could not load. */
  unavailablePopup: {
    close: 'Close',
  },
  orderPopup: {
    close: 'Close',
    reference: 'Order {{reference}}',
    success: {
      title: 'Order confirmed',
      mailSent: 'A confirmation e-mail is on its way to {{email}}.',
      mailOnItsWay: 'A confirmation e-mail is on its way.',
      shipping: 'We are packing your parcel for {{city}}, and will e-mail you its tracking number as soon as it leaves.',
      pickup: 'We will e-mail you as soon as it is ready to collect at the shop, {{address}}.',
      text: 'Thank you for your order! You can follow it in <account>your account</account>.',
    },
    error: {
      title: 'Your payment did not go through',
      payAgain: 'Pay again',
      payingAgain: 'Opening the payment…',
      text: 'Your order stays in <account>your account</account>, where you can pay for it until it is cancelled. You can also <contact>contact customer service</contact>.',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'This page does not exist or has moved.',
    backHome: 'Back to the home page',
  },
};
