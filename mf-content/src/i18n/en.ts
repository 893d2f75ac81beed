import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  homeAbout: {
    kicker: 'The workshop',
    title: 'The Menton lemon, picked by hand and crafted a stone’s throw from the sea',
    text: 'In Menton’s old town we turn the lemons of the terraced groves above the bay into our creations: zested the day they are picked, steeped forty days for our liqueur, candied, pressed or infused, always in small batches.',
    facts: ['Picked ripe, by hand', 'Forty days of steeping', 'Made in our workshop, in small batches'],
    readMore: 'Read our story',
  },
  contact: {
    title: 'Contact',
    description: 'A question, an order to cancel, a business enquiry? Write to L’Atelier du Citron or give us a call.',
    intro:
      'A question about our products, an order to cancel, a job application or a business proposal? Write to us with the form below and we will get back to you as soon as we can.',
    reach: {
      title: 'Get in touch',
      phone: 'Phone',
      email: 'E-mail',
      address: 'Shop',
      hours: 'Opening hours',
      openDaily: 'Every day from {{opens}} to {{closes}}',
    },
    form: {
      title: 'Write to us',
      name: 'Name',
      email: 'E-mail address',
      phone: 'Phone (optional)',
      subject: 'Subject',
      chooseSubject: 'Choose a subject',
      subjects: {
        cancel_order: 'Cancel an order',
        information: 'Information request',
        job_application: 'Job application',
        professional: 'Business enquiry',
      },
      message: 'Message',
      messageHint: 'At least 10 characters.',
      charactersLeft_one: '{{shown}} character left',
      charactersLeft_other: '{{shown}} characters left',
      charactersOver_one: '{{shown}} character too many',
      charactersOver_other: '{{shown}} characters too many',
      privacy:
        'Only the shop’s team reads your message, to answer you; we keep it for three years, then it is erased. Find out more: <privacy>privacy policy</privacy>.',
      send: 'Send message',
      notSent: 'Your message has not been sent yet: please correct the fields marked below; it is all still here.',
      sent: 'Your message has been sent. We will get back to you as soon as we can.',
    },
  },
};
