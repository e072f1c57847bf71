// cronstrue's locale files register themselves with cronstrue when imported and export nothing we use.
declare module 'cronstrue/locales/*'
