/**
 * Hostile strings from the OWASP XSS Filter Evasion and XSS Prevention cheat sheets, as data. Each
 * one calls `window.__xss('<id>')` if it is ever run as script, so a page that shows them can tell.
 */
export interface XssVector {
  id: string
  text: string
}

const call = (id: string) => `window.__xss('${id}')`

const makers: [string, (js: string) => string][] = [
  ['script-tag', js => `<script>${js}</script>`],
  ['script-upper', js => `<SCRIPT>${js}</SCRIPT>`],
  ['script-split', js => `<scr<script>ipt>${js}</scr</script>ipt>`],
  ['img-onerror', js => `<img src=x onerror="${js}">`],
  ['img-onerror-noquotes', js => `<IMG SRC=/ onerror=${js.replace(/'/g, '`')}></img>`],
  ['img-javascript-src', js => `<IMG SRC="javascript:${js};">`],
  ['img-entity-src', js => `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${js}>`],
  ['img-tab-src', js => `<IMG SRC="jav\tascript:${js};">`],
  ['svg-onload', js => `<svg onload=${js}>`],
  ['svg-script', js => `<svg><script>${js}</script></svg>`],
  ['body-onload', js => `<BODY ONLOAD=${js}>`],
  ['iframe-src', js => `<iframe src="javascript:${js}"></iframe>`],
  ['iframe-srcdoc', js => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`],
  ['a-href', js => `<a href="javascript:${js}">click</a>`],
  ['a-href-entity', js => `<a href="&#x6A;avascript:${js}">click</a>`],
  ['input-autofocus', js => `<input autofocus onfocus=${js}>`],
  ['details-ontoggle', js => `<details open ontoggle=${js}>`],
  ['video-source', js => `<video><source onerror="${js}"></video>`],
  ['audio-src', js => `<audio src=x onerror=${js}>`],
  ['object-data', js => `<object data="javascript:${js}"></object>`],
  ['embed-src', js => `<embed src="data:text/html,<script>parent.${js}</script>">`],
  ['meta-refresh', js => `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${js};">`],
  ['style-expression', js => `<div style="background:url(javascript:${js})">x</div>`],
  ['link-stylesheet', js => `<LINK REL="stylesheet" HREF="javascript:${js};">`],
  ['table-background', js => `<TABLE BACKGROUND="javascript:${js}">`],
  ['form-action', js => `<form action="javascript:${js}"><button>go</button></form>`],
  ['button-formaction', js => `<button formaction="javascript:${js}">go</button>`],
  ['marquee-onstart', js => `<marquee onstart=${js}>`],
  ['attribute-breakout', js => `"><script>${js}</script>`],
  ['single-quote-breakout', js => `'><img src=x onerror=${js}>`],
  ['textarea-breakout', js => `</textarea><script>${js}</script>`],
  ['title-breakout', js => `</title><script>${js}</script>`],
  ['style-breakout', js => `</style><script>${js}</script>`],
  ['comment-breakout', js => `--><script>${js}</script><!--`],
  ['cdata', js => `<![CDATA[<script>${js}</script>]]>`],
  ['js-string-breakout', js => `';${js};//`],
  ['js-template-breakout', js => `\${${js}}`],
  ['vue-mustache', js => `{{ constructor.constructor("${js}")() }}`],
  ['vue-directive', js => `<div v-html="'<img src=x onerror=${js}>'"></div>`],
  ['json-breakout', js => `</script><script>${js}</script>`],
  ['null-byte', js => `<scr\u0000ipt>${js}</scr\u0000ipt>`],
  ['unicode-escape', js => `\u003cscript\u003e${js}\u003c/script\u003e`],
  ['html-entities', js => `&lt;script&gt;${js}&lt;/script&gt;`],
  ['data-uri', js => `<a href="data:text/html;base64,${btoa(`<script>${js}</script>`)}">x</a>`],
  ['math-href', js => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">x</maction></math>`],
  ['xlink-svg', js => `<svg><a xlink:href="javascript:${js}"><text x="20" y="20">x</text></a></svg>`],
  ['markdown-link', js => `[click](javascript:${js})`],
  ['icon-name', js => `i-lucide-x" onload="${js}`],
]

export const xssVectors: readonly XssVector[] = makers.map(([id, make]) => ({ id, text: make(call(id)) }))
