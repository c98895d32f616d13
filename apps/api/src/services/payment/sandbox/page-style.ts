/** The built-in page looks like a payment provider's, not like the store. */
export const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1c2733;background:#eef2f6}
a{color:#0b5cad}
.bar{background:#0d2b45;color:#fff}
.bar-inner{max-width:1040px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.brand{font-weight:700;font-size:18px;letter-spacing:.2px}
.brand span{color:#4fd1c5}
.secure{font-size:13px;color:#c9d6e3;display:flex;align-items:center;gap:6px}
.test{background:#fff4d6;color:#6b4a00;border-bottom:1px solid #f0d68a;font-size:13px}
.test p{max-width:1040px;margin:0 auto;padding:8px 20px}
main{max-width:1040px;margin:0 auto;padding:20px;display:grid;gap:20px}
@media (min-width:860px){main{grid-template-columns:1fr 360px;align-items:start}.summary{order:2;position:sticky;top:20px}}
.card{background:#fff;border:1px solid #d9e1ea;border-radius:10px;padding:20px}
h1{font-size:20px;margin:0 0 4px}
h2{font-size:16px;margin:0 0 12px}
#methods-title{font-size:20px;margin-bottom:4px}
.muted{color:#4d5b6a;font-size:13px;margin:0}
.total{display:flex;justify-content:space-between;align-items:baseline;border-top:1px solid #e3e9ef;margin-top:12px;padding-top:12px;font-weight:700}
.total strong{font-size:22px;color:#0d2b45}
.due{margin-top:12px;background:#eef6ff;border-radius:8px;padding:10px 12px;font-size:13px;color:#0d3f73}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:12px}
th{text-align:left;font-weight:600;color:#4d5b6a;font-size:12px;text-transform:uppercase;letter-spacing:.4px;padding:0 0 6px}
td{padding:6px 0;vertical-align:top;border-top:1px solid #f0f3f6}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0 0;font-size:14px}
dt{color:#4d5b6a}dd{margin:0;text-align:right;word-break:break-all}
.methods{margin-top:16px}
fieldset{border:0;margin:0 0 16px;padding:0}
legend{font-weight:600;font-size:13px;color:#4d5b6a;text-transform:uppercase;letter-spacing:.4px;margin-bottom:8px}
.option{display:flex;gap:12px;align-items:flex-start;border:1px solid #d9e1ea;border-radius:8px;padding:12px;margin-bottom:8px;cursor:pointer}
.option:hover{border-color:#8aa4bf}
.option input{margin-top:4px;width:18px;height:18px;accent-color:#0b5cad}
.option:has(input:checked){border-color:#0b5cad;background:#f3f8fe;box-shadow:0 0 0 1px #0b5cad}
.option span{display:block}.option .hint{color:#4d5b6a;font-size:13px}
.alert{background:#fdecec;color:#8a1c1c;border:1px solid #f3b9b9;border-radius:8px;padding:10px 12px;margin:0 0 16px}
.actions{display:grid;gap:10px;margin-top:8px}
button,.button{font:inherit;font-weight:600;border-radius:8px;padding:13px 16px;cursor:pointer;border:1px solid transparent;text-align:center;text-decoration:none;display:block;width:100%}
.pay{background:#0b5cad;color:#fff}.pay:hover{background:#094a8b}
.fail{background:#fff;color:#8a1c1c;border-color:#e2a3a3}
.cancel{background:none;color:#0b5cad;text-decoration:underline;padding:8px}
button:focus-visible,.button:focus-visible,.option:has(input:focus-visible){outline:3px solid #f0a500;outline-offset:2px}
form[aria-busy=true] button{opacity:.6;cursor:progress}
.result{grid-column:1/-1;width:100%;max-width:520px;margin:40px auto;text-align:center}
.result .mark{width:56px;height:56px;margin:0 auto 12px;border-radius:50%;display:grid;place-items:center;font-size:28px;font-weight:700;color:#fff}.mark.good{background:#1a7f4b}.mark.bad{background:#b3261e}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
main.single{grid-template-columns:minmax(0,560px);justify-content:center}
.va{grid-template-columns:1fr;gap:2px}.va dd{text-align:left;margin-bottom:10px;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.va-number{font-size:22px;letter-spacing:1px;white-space:nowrap;font-variant-numeric:tabular-nums}
.copy{display:inline-block;width:auto;margin:0;padding:8px 12px;background:#fff;color:#0b5cad;border-color:#0b5cad}
.copied{font-size:13px;color:#1a7f4b}
.steps{margin:0;padding-left:20px}.steps li{margin-bottom:6px}
.field{display:block;font-weight:600;margin:16px 0 6px}
#va-input{font:inherit;font-size:18px;width:100%;padding:12px;border:1px solid #8aa4bf;border-radius:8px;margin-bottom:12px}
#va-input:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.qris{display:block;width:min(280px,100%);height:auto;margin:16px auto 4px;image-rendering:pixelated}
#qr-input{font:13px/1.4 ui-monospace,monospace;width:100%;padding:12px;border:1px solid #8aa4bf;border-radius:8px;margin-bottom:12px;word-break:break-all}
#qr-input:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
footer{max-width:1040px;margin:0 auto;padding:0 20px 28px;color:#4d5b6a;font-size:12px}
`
