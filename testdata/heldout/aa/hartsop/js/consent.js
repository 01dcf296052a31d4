CookieConsent.run({
  autoShow: false,
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: { default: 'en', translations: { en: {
    consentModal: { title: 'Cookies', description: 'We use one cookie to count visits.', acceptAllBtn: 'Accept', acceptNecessaryBtn: 'Reject' },
    preferencesModal: { title: 'Cookie settings', acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Reject all', savePreferencesBtn: 'Save',
      sections: [{ title: 'Visit counter', description: 'Counts page views anonymously.', linkedCategory: 'analytics' }] }
  } } }
});
