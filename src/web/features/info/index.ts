// What other features may use from info: the featured-service tiles (the home page shows them).
export { type FeaturedService, FeaturedServices } from './featured-services.tsx';
