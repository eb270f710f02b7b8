export * from './auth';
export * from './customer';
export * from './mail';
export * from './marketplace';
export * from './orders';
export * from './support';
export * from './vouchers';
