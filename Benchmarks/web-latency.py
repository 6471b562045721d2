#!/usr/bin/python3
"""web-latency's browser side: opens the benchmark's page in headless Chromium and measures
in the page, with performance.now() and a MutationObserver (not over the driver's round
trips):

- model change -> DOM: the label `stamp` shows the wall-clock time (microseconds) at which
  the server changed its view model; the observer takes performance.timeOrigin +
  performance.now() when the page changed its text (same machine, same wall clock);
- click -> view model -> DOM: a click on the button `press` (whose press counts up the view
  model of the label `count`) to the observer seeing `count`'s new text.

    web-latency.py URL SAMPLES OUTPUT.json     (Debian's python3-selenium, chromium-driver)
"""
import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

SCRIPT = r"""
const samples = arguments[0];
const done = arguments[arguments.length - 1];
const byId = (name) => document.querySelector('[data-identifier="' + name + '"]');
const until = (check) => new Promise((resolve) => {
  const poll = () => (check() ? resolve() : setTimeout(poll, 5));
  poll();
});
const changeOf = (element) => new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    observer.disconnect();
    resolve(performance.now());
  });
  observer.observe(element, { childList: true, characterData: true, subtree: true });
});
(async () => {
  await until(() => byId('stamp') && byId('count') && byId('press'));
  const stamp = byId('stamp');
  const model = [];
  while (model.length < samples) {
    const at = await changeOf(stamp);
    const changed = Number(stamp.textContent) / 1000;
    if (changed > 0) model.push(performance.timeOrigin + at - changed);
  }
  const count = byId('count');
  const press = byId('press');
  const click = [];
  while (click.length < samples) {
    const shown = changeOf(count);
    const start = performance.now();
    press.click();
    click.push((await shown) - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  done({ model, click });
})().catch((error) => done({ error: String(error) }));
"""


def main():
    url, samples, output = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.set_script_timeout(300)
        driver.get(url)
        result = driver.execute_async_script(SCRIPT, samples)
    except Exception as error:  # the scenario reports what went wrong
        result = {"error": str(error)}
    finally:
        driver.quit()
    with open(output, "w") as file:
        json.dump(result, file)


if __name__ == "__main__":
    main()
