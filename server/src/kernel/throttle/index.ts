export { createLoginThrottle, type LoginThrottle } from './login-throttle';
