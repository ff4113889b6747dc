/** Session, login, SMS, captcha, free trial, register, password flows, guards and roles. */
export {};
