/** Every setting a self-hosted launch needs, filled in (the go-live check passes with them). */
export const LAUNCH_SETTINGS = {
  SITE_URL: "https://www.example.de",
  MAIL_FROM: "Zitronen-Vital <plan@example.de>",
  SMTP_URL: "smtps://user:pass@mail.example.de:465",
  TOKEN_SECRET: "x".repeat(32),
  NOTIFY_TO: "team@example.de",
  // `npm run betrieb:passwort` of a test password.
  OPERATOR_PASSWORD_HASH: "scrypt:16384:8:1:-16c9yRWj2QAq_L9f21pqg:Q7e5YCdNp3lyimOB2ECuiYnk9qJj6iKF-ChFcMbCGbw",
  GATSBY_CMS_REPO: "firma/website",
};
