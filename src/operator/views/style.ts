// The operator page's one stylesheet, inlined into each page (the page loads nothing else). Sizes
// in rem, so a browser's text size scales everything; nothing is wider than the screen at 320 px
// or with 200 % text: wide tables scroll inside their own focusable region.
import { palette } from "../../lib/palette";

const {
  bg,
  surface,
  ink,
  muted,
  primary,
  primaryDark,
  onPrimary,
  border,
  error,
  errorBg,
  accentSoft,
  sage,
  focus,
  focusHalo,
} = palette;

export const OPERATOR_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1.125rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${ink};background:${bg};overflow-wrap:anywhere}
a{color:${primary}}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,[tabindex]:focus-visible{outline:3px solid ${focus};outline-offset:2px;box-shadow:0 0 0 6px ${focusHalo}}
.skip{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
.skip:focus{width:auto;height:auto;clip:auto;left:1rem;top:1rem;background:${surface};color:${primary};padding:.5rem 1rem;z-index:2}
header.top{background:${primaryDark};color:${onPrimary};padding:.75rem min(1rem,4vw)}
header.top .brand{font-weight:700;font-size:1.25rem;margin:0}
nav.main ul{list-style:none;margin:.5rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .5rem;align-items:center}
nav.main a,nav.main button{display:inline-flex;align-items:center;min-height:2.75rem;padding:.25rem .75rem;border-radius:.5rem;color:${onPrimary};background:transparent;border:2px solid transparent;font:inherit;text-decoration:underline;cursor:pointer}
nav.main a[aria-current="page"]{border-color:${onPrimary};text-decoration:none;font-weight:700}
nav.main form{margin:0}
main{max-width:68rem;margin:0 auto;padding:1rem min(1rem,4vw) 3rem}
h1{font-size:1.75rem;line-height:1.25;margin:1rem 0}
h2{font-size:1.375rem;line-height:1.3;margin:2rem 0 .75rem}
h3{font-size:1.125rem;margin:1.25rem 0 .5rem}
section.card{background:${surface};border:1px solid ${border};border-radius:.75rem;padding:1rem min(1rem,4vw);margin:1rem 0}
ul.attention{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
ul.attention li{border-left:.5rem solid ${border};background:${surface};padding:.75rem 1rem;border-radius:.5rem}
ul.attention li.problem{border-color:${error};background:${errorBg}}
ul.attention li.warning{border-color:#8a4b00;background:${accentSoft}}
ul.attention li.ok{border-color:${primary};background:${sage}}
ul.attention .level{font-weight:700;display:block}
ul.attention p{margin:.25rem 0 0}
dl.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));gap:.5rem 1.5rem;margin:1rem 0 0}
dl.facts div{border-top:1px solid ${border};padding-top:.5rem}
dl.facts dt{color:${muted};font-size:1rem}dl.facts dd{margin:0;font-weight:600}
.periods{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0 1rem;padding:0;list-style:none}
.periods a{display:inline-flex;align-items:center;min-height:2.75rem;padding:.25rem 1rem;border:2px solid ${primary};border-radius:.5rem}
.periods a[aria-current="page"]{background:${primary};color:${onPrimary};font-weight:700;text-decoration:none}
.numbers{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,11rem),1fr));gap:.75rem;list-style:none;margin:0;padding:0}
.numbers li{background:${surface};border:1px solid ${border};border-radius:.75rem;padding:.75rem}
.numbers .n{display:block;font-size:2rem;font-weight:700;line-height:1.2}
.numbers .label{display:block;font-weight:600}
.numbers .change{display:block;color:${muted};font-size:1rem}
.table-wrap{overflow-x:auto;max-width:100%;margin:.5rem 0 1rem;border:1px solid ${border};border-radius:.5rem;background:${surface}}
table{border-collapse:collapse;width:100%;font-size:1rem}
.table-wrap table{overflow-wrap:normal}
.table-wrap th[scope=row]{white-space:nowrap}
caption{text-align:left;font-weight:700;padding:.5rem .75rem}
th,td{padding:.5rem .75rem;border-bottom:1px solid ${border};text-align:left;vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
figure{margin:1rem 0;background:${surface};border:1px solid ${border};border-radius:.75rem;padding:.75rem}
figure svg{display:block;max-width:100%;height:auto}
figcaption{font-weight:700;margin-bottom:.5rem}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:.25rem 0 0;padding:0;font-weight:400}
.legend span{display:inline-block;width:1.25rem;height:.375rem;margin-right:.375rem;vertical-align:middle}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
form.inline{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end}
form.inline>p{margin:.25rem 0;min-width:0;max-width:100%}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=search],input[type=password],input[type=text],select{font:inherit;min-height:2.75rem;padding:.375rem .75rem;border:2px solid ${muted};border-radius:.5rem;background:${surface};color:${ink};width:min(22rem,100%)}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.5rem;border:2px solid ${primary};background:${primary};color:${onPrimary};font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.button.secondary{background:${surface};color:${primary}}
.button.danger{background:${error};border-color:${error};color:${onPrimary}}
.message{padding:.75rem 1rem;border-radius:.5rem;background:${sage};border-left:.5rem solid ${primary}}
.message.error{background:${errorBg};border-color:${error}}
.muted{color:${muted}}
dl.person{display:grid;grid-template-columns:minmax(0,14rem) minmax(0,1fr);gap:.25rem 1rem}
dl.person dt{font-weight:600}dl.person dd{margin:0}
@media (max-width:40rem){dl.person{grid-template-columns:minmax(0,1fr)}dl.person dd{margin-bottom:.5rem}}
`;
