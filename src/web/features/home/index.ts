// What other features may use from home: the accessible carousel (the lodgings page shows one per lodging).
export { Carousel } from './carousel.tsx';
