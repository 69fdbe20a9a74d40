// NODE_ENV as the operator started the process, before src/mail/production-mode.ts defaults it to
// "production" for React: only the operator's own NODE_ENV=production makes the server insist on
// its production settings (server/production-settings.ts).
export const OPERATOR_NODE_ENV = process.env.NODE_ENV;
