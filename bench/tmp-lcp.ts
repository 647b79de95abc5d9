import { chromium } from 'playwright-core';
import { startServer } from './server.ts';
import { storeSessionScript } from './web-bytes.ts';
const server = await startServer({ port: 30000 + Math.floor(Math.random() * 20000) });
try {
  const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `lcp.${Date.now()}@exemple.fr`, password: 'motdepasse-solide', first_name: 'Camille', last_name: 'Durand' }) });
  const member = ((await res.json()) as { data: unknown }).data;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const route of ['/dashboard', '/programs']) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await context.addInitScript({ content: storeSessionScript(member as never) });
    await context.addInitScript({ content: `window.__lcp=[];new PerformanceObserver(l=>{for(const e of l.getEntries()){const el=e.element;window.__lcp.push({t:Math.round(e.startTime),size:e.size,tag:el?.tagName,cls:el?.className?.toString().slice(0,80),text:(el?.textContent||'').slice(0,60)})}}).observe({type:'largest-contentful-paint',buffered:true});` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    console.log(route, JSON.stringify(await page.evaluate(() => (window as unknown as { __lcp: unknown }).__lcp), null, 1));
    await context.close();
  }
  await browser.close();
} finally { await server.stop(); }
