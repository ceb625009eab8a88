// The route table lives in src/shared so the server (sitemap.xml) reads the same list; web code keeps this path.
export { getHref, type PathKey, paths } from '#shared/paths.ts';
