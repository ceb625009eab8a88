// Every procedure at once, for stories and tests; the site's pages load one at a time (web-procedures.ts).
export { default as catalogue } from 'virtual:procedure-catalogue';
