export * from './insights-query.js';
export * from './coaching-plan.js';
export * from './iso-week.js';
