import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
await page.goto(`http://127.0.0.1:6111/iframe.html?id=screens-signed-in-notifications--many&viewMode=story`);
await page.waitForTimeout(8000);
const dump = () => page.evaluate(() => [...document.querySelectorAll('[role=tab],[role=tabpanel]')].map(e => `${e.getAttribute('role')} id=${e.id} controls=${e.getAttribute('aria-controls')} sel=${e.getAttribute('aria-selected')}`).join('\n'));
console.log(await dump());
console.log('---'); console.log(await page.evaluate(() => location.href));
await browser.close();
