/*
 * LoopComposer's page client: keeps the page's elements in step with the server's widget
 * tree over one WebSocket (/ws), and sends the user's actions back as events.
 * The contract is Documentation/WebProtocol.md; this file follows it and nothing else.
 *
 * Hand-written, no build step, ES2020, one strict IIFE. The page's content comes only from
 * whitelisted tags, whitelisted attributes, textContent and value: never HTML.
 *
 * For browser tests (the only global; read-only):
 *
 *     window.__lc.version    // the tree version the page shows (0 before the first hello)
 *     window.__lc.pending    // events sent or queued and not yet acknowledged
 *     window.__lc.connected  // true between the server's hello and the socket's close
 *     await window.__lc.waitIdle()  // resolves once connected, with no event pending,
 *                                   // none waiting for an animation frame and every frame acknowledged
 *
 * and on <html>: data-lc-state="connecting|connected|disconnected", data-lc-version="N".
 */
(() => {
  'use strict';

  const TAGS = new Set(['div', 'span', 'p', 'button', 'input', 'textarea', 'progress', 'img',
    'ul', 'li', 'fieldset', 'legend', 'label', 'section']);
  const PLAIN_ATTRS = new Set(['role', 'placeholder', 'min', 'max', 'step', 'alt', 'title',
    'tabindex', 'name', 'rows', 'value', 'data-identifier', 'data-expands', 'data-aligned', 'data-groups', 'data-emphasis']);
  // A type fixed at creation may make any of the controls the server presents; a `attr.type`
  // property only switches a text field between shown and secure text.
  const CREATION_TYPES = new Set(['text', 'password', 'checkbox', 'radio', 'range', 'button']);
  // The property a user's event changes, so that the server's value for it waits (no echo).
  const PROP_OF = { text: 'value', value: 'value', toggle: 'checked' };
  const BACKOFF_FIRST_MS = 250;
  const BACKOFF_MAX_MS = 8000;
  // Codes the server closes with for a protocol violation: retrying would repeat it.
  const FATAL_CLOSE_CODES = new Set([1003, 1008, 1009]);

  const html = document.documentElement;
  const root = document.getElementById('lc-root');
  const banner = document.getElementById('lc-banner');

  /** Thrown while applying a frame that does not fit the tree shown: the page asks for a resync. */
  class ProtocolError extends Error {}

  // --- state -------------------------------------------------------------------------------

  let socket = null;
  let connected = false;         // the server's hello arrived on this socket
  let awaitingHello = true;      // frames are ignored until a hello (after a resync, or before the first)
  let session = storageGet('lc-session');
  let version = 0;
  let limits = {};
  let lastSeq = loadSeq();
  const pending = [];            // {seq, id, type, value}, in seq order, until acknowledged or refused
  let framesUnacked = 0;
  let ackToken = 0;
  let attempt = 0;               // reconnect attempts since the last hello
  let reconnectTimer = 0;
  let countdownTimer = 0;
  let stopped = false;           // a fatal close: no more reconnects
  let serverStopped = false;     // the last close was 1001 (the server stopped)
  let noticeTimer = 0;

  const nodes = new Map();       // node id → element
  const info = new WeakMap();    // element → {id, kind, tag, attrsKey, events, applied, extra, text}
  const serverValues = new Map(); // `${id} ${prop}` → the server's latest value for value/checked
  const lastScroll = new Map();  // node id → the scroll offset (rows) last sent or set
  const coalesced = new Map();   // `${id} ${type}` → {el, type, value}: value/scroll events for the next frame
  let coalesceToken = 0;
  const markedPending = new Set();
  const idleWaiters = [];
  // Messages over the server's rate wait here (a refused one would be lost): a token bucket
  // at nine tenths of the rate the hello names, bursts up to that many.
  const outbox = [];
  let rate = 20;
  let tokens = rate;
  let tokensAt = 0;
  let outboxTimer = 0;
  // This page load's own id: a reconnect names it, a duplicated tab (same sessionStorage) does not.
  const tab = randomID();

  // --- storage -----------------------------------------------------------------------------

  function storageGet(key) {
    try { return sessionStorage.getItem(key); } catch (_) { return null; }
  }

  function storageSet(key, value) {
    try {
      if (value === null) sessionStorage.removeItem(key); else sessionStorage.setItem(key, value);
    } catch (_) { /* storage off: the page still works, without resuming after a reload */ }
  }

  function randomID() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  function loadSeq() {
    try {
      const saved = JSON.parse(storageGet('lc-seq') || 'null');
      if (saved && saved.s === session && Number.isInteger(saved.n) && saved.n >= 0) return saved.n;
    } catch (_) { /* a damaged value counts as none */ }
    return 0;
  }

  function saveSeq() {
    storageSet('lc-seq', session === null ? null : JSON.stringify({ s: session, n: lastSeq }));
  }

  // --- connection --------------------------------------------------------------------------

  function setState(state) {
    html.dataset.lcState = state;
  }

  function socketURL() {
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    // After `/?token=T` the server's cookie authenticates; a page served with the token still
    // in its address (no cookie) passes it on.
    const token = new URLSearchParams(location.search).get('token');
    return scheme + location.host + '/ws' + (token ? '?token=' + encodeURIComponent(token) : '');
  }

  function connect() {
    if (stopped) return;
    clearTimeout(reconnectTimer);
    clearInterval(countdownTimer);
    reconnectTimer = 0;
    setState('connecting');
    if (attempt > 0) showBanner(serverStopped ? 'The server stopped — reconnecting…' : 'Reconnecting…', 'warning');
    let ws;
    try {
      ws = new WebSocket(socketURL());
    } catch (error) {
      console.error('LoopComposer: cannot open the WebSocket', error);
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      const hello = { t: 'hello', tab };
      if (session !== null) hello.session = session;
      if (version > 0) hello.v = version;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (message) => {
      if (socket === ws) receive(message.data);
    };
    ws.onclose = (close) => {
      if (socket !== ws) return;
      socket = null;
      closed(close.code);
    };
    ws.onerror = () => { /* a close event follows and says what to do */ };
  }

  function closed(code) {
    // Events wait in `pending` and go again after the next hello; acks are moot.
    outbox.length = 0;
    clearTimeout(outboxTimer);
    outboxTimer = 0;
    clearTimeout(noticeTimer);
    noticeTimer = 0;
    connected = false;
    awaitingHello = true;
    framesUnacked = 0;
    setState('disconnected');
    if (FATAL_CLOSE_CODES.has(code)) {
      stopped = true;
      showBanner('The server closed the connection (code ' + code + '). Reload the page to connect again.', 'error');
      return;
    }
    // The failed attempts after a stop close with 1006: the server is still the one that stopped.
    if (code === 1001) serverStopped = true;
    // A stopped server is restarted by hand: no need to knock every quarter second.
    if (serverStopped) attempt = Math.max(attempt, 3);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    const base = Math.min(BACKOFF_FIRST_MS * 2 ** attempt, BACKOFF_MAX_MS);
    const delay = base * (0.5 + Math.random());
    attempt += 1;
    const due = performance.now() + delay;
    const tick = () => {
      const seconds = Math.max(1, Math.ceil((due - performance.now()) / 1000));
      const lead = serverStopped ? 'The server stopped' : 'Disconnected';
      showBanner(lead + ' — reconnecting in ', 'warning', seconds + 's…');
    };
    tick();
    clearInterval(countdownTimer);
    countdownTimer = setInterval(tick, 250);
    reconnectTimer = setTimeout(connect, delay);
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    outbox.push(JSON.stringify(message));
    drainOutbox();
    return true;
  }

  function drainOutbox() {
    const now = performance.now();
    tokens = Math.min(rate, tokens + (now - tokensAt) * rate / 1000);
    tokensAt = now;
    while (outbox.length > 0 && tokens >= 1 && socket && socket.readyState === WebSocket.OPEN) {
      tokens -= 1;
      socket.send(outbox.shift());
    }
    if (outbox.length > 0 && !outboxTimer && socket) {
      outboxTimer = setTimeout(() => {
        outboxTimer = 0;
        drainOutbox();
        checkIdle();
      }, Math.ceil(1000 / rate));
    }
  }

  function requestResync() {
    if (awaitingHello) return;
    awaitingHello = true;
    send({ t: 'resync' });
  }

  addEventListener('online', () => { if (!socket && !stopped) connect(); });
  addEventListener('pageshow', (event) => {
    // Back from the back/forward cache: the socket was closed while the page slept.
    if (event.persisted && !socket && !stopped) connect();
  });

  // --- messages from the server ------------------------------------------------------------

  function receive(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch (_) {
      console.error('LoopComposer: a message that is not JSON', data);
      return;
    }
    if (!message || typeof message !== 'object') return;
    switch (message.t) {
      case 'hello': receiveHello(message); break;
      case 'frame': receiveFrame(message); break;
      case 'refused': receiveRefused(message); break;
      default: break; // unknown types are the server's future; ignore them
    }
    checkIdle();
  }

  function receiveHello(message) {
    const newSession = typeof message.session === 'string' ? message.session : null;
    if (newSession !== session) {
      // Unknown or expired session (or the first hello): its events mean nothing to the new one.
      if (session !== null && pending.length > 0) {
        showNotice('Connection lost; unsent edits were dropped.');
      }
      pending.length = 0;
      coalesced.clear();
      lastSeq = 0;
    }
    session = newSession;
    storageSet('lc-session', session);
    const ack = Number.isInteger(message.ack) ? message.ack : 0;
    if (lastSeq < ack) lastSeq = ack;
    saveSeq();
    while (pending.length > 0 && pending[0].seq <= ack) pending.shift();
    limits = message.limits && typeof message.limits === 'object' ? message.limits : {};
    if (Number.isFinite(limits.maxMessagesPerSecond) && limits.maxMessagesPerSecond >= 2) {
      rate = Math.max(1, Math.floor(limits.maxMessagesPerSecond * 0.9));
      tokens = Math.min(tokens, rate);
    }

    serverValues.clear();
    lastScroll.clear();
    try {
      replaceTree(message.root);
    } catch (error) {
      // Asking again would get the same tree: say so and keep what could be shown.
      console.error('LoopComposer: the server\'s tree could not be shown', error);
    }
    version = Number.isInteger(message.v) ? message.v : 0;
    html.setAttribute('data-lc-version', String(version));
    document.title = typeof message.title === 'string' && message.title !== '' ? message.title : 'LoopComposer';

    connected = true;
    awaitingHello = false;
    attempt = 0;
    serverStopped = false;
    clearInterval(countdownTimer);
    setState('connected');
    if (!noticeTimer) hideBanner();
    for (const event of pending) send(eventMessage(event));
    framesUnacked += 1;
    scheduleAck();
    updatePendingMarks();
  }

  function receiveFrame(message) {
    if (awaitingHello) return;
    // A frame without `base` applies to the version before its own.
    const base = message.base === undefined ? message.v - 1 : message.base;
    if (!Number.isInteger(message.v) || base !== version) {
      requestResync();
      return;
    }
    const touched = new Set();
    const after = [];
    try {
      if (message.ops !== undefined && !Array.isArray(message.ops)) throw new ProtocolError('ops is not a list');
      for (const op of message.ops || []) applyOp(op, touched, after);
    } catch (error) {
      console.error('LoopComposer: a frame that does not fit the page; asking for the whole tree', error);
      requestResync();
      return;
    }
    for (const run of after) run();
    version = message.v;
    html.setAttribute('data-lc-version', String(version));
    if (Number.isInteger(message.ack)) acknowledge(message.ack, touched);
    framesUnacked += 1;
    scheduleAck();
  }

  function receiveRefused(message) {
    console.warn('LoopComposer: the server refused ' +
      (Number.isInteger(message.seq) ? 'event ' + message.seq : 'a message') +
      ': ' + message.code + (message.message ? ' (' + message.message + ')' : ''));
    if (!Number.isInteger(message.seq)) return;
    const index = pending.findIndex((event) => event.seq === message.seq);
    if (index < 0) return;
    const [event] = pending.splice(index, 1);
    const el = nodes.get(event.id);
    if (el) flashRefused(el);
    restoreAfterRefusal(event);
    updatePendingMarks();
  }

  /** Drops the events up to `ack` and shows the server's value where no edit waits any more. */
  function acknowledge(ack, touched) {
    const lastAcked = new Map();
    while (pending.length > 0 && pending[0].seq <= ack) {
      const event = pending.shift();
      const prop = PROP_OF[event.type];
      if (prop) lastAcked.set(event.id + ' ' + prop, event.value);
    }
    for (const [key, value] of lastAcked) {
      // Handled and not set in the same frame: the server kept what the page sent (the echo
      // was left out), so that is its value now.
      if (!touched.has(key)) serverValues.set(key, value);
      const [id, prop] = splitKey(key);
      reconcile(id, prop);
    }
    updatePendingMarks();
  }

  function splitKey(key) {
    const space = key.indexOf(' ');
    return [Number(key.slice(0, space)), key.slice(space + 1)];
  }

  // --- acknowledgements ----------------------------------------------------------------------

  /** Acknowledges the frames applied, once per animation frame however many arrived. */
  function scheduleAck() {
    const token = ++ackToken;
    const fire = () => {
      if (token !== ackToken) return;
      ackToken += 1;
      if (framesUnacked > 0 && connected && !awaitingHello && send({ t: 'ack', v: version })) {
        framesUnacked = 0;
      }
      checkIdle();
    };
    // A hidden tab gets no animation frames; its timers still run (throttled), so it acks
    // slowly instead of never.
    requestAnimationFrame(fire);
    setTimeout(fire, 100);
  }

  // --- the tree ----------------------------------------------------------------------------

  function replaceTree(rootNode) {
    const focused = document.activeElement;
    const focusedInfo = focused ? info.get(focused) : undefined;
    const keep = focusedInfo && nodes.get(focusedInfo.id) === focused
      ? { el: focused, selection: saveSelection(focused), reused: false }
      : null;
    nodes.clear();
    const after = [];
    const el = build(rootNode, null, after, keep);
    root.replaceChildren(el);
    for (const run of after) run();
    if (keep && keep.reused && document.activeElement !== keep.el) {
      keep.el.focus({ preventScroll: true });
      restoreSelection(keep.el, keep.selection);
    }
  }

  function kindClass(kind) {
    return 'lc-' + (kind.replace(/[^A-Za-z0-9_-]/g, '-') || 'node');
  }

  /** Makes the element of `node` and its subtree (or reuses the focused one, `keep`). */
  function build(node, touched, after, keep) {
    if (!node || typeof node !== 'object' || !Number.isInteger(node.id)) throw new ProtocolError('a node without an integer id');
    if (nodes.has(node.id)) throw new ProtocolError('node ' + node.id + ' exists already');
    const kind = typeof node.kind === 'string' ? node.kind : '';
    const tag = TAGS.has(node.tag) ? node.tag : 'div';
    const attrs = node.attrs && typeof node.attrs === 'object' && !Array.isArray(node.attrs) ? node.attrs : {};
    const attrsKey = JSON.stringify(attrs);
    const events = new Set(Array.isArray(node.events) ? node.events.filter((e) => typeof e === 'string') : []);
    const props = node.p && typeof node.p === 'object' && !Array.isArray(node.p) ? node.p : {};
    let el;
    const old = keep ? info.get(keep.el) : undefined;
    if (old && old.id === node.id && old.kind === kind && old.tag === tag && old.attrsKey === attrsKey) {
      el = keep.el;
      keep.reused = true;
      old.events = events;
      el.replaceChildren();
      old.text = null;
      // What the old node had and the new one has not goes back to the page's default.
      const resets = {};
      for (const name of old.applied) if (!(name in props)) resets[name] = null;
      applyProps(el, resets, touched, after);
    } else {
      el = document.createElement(tag);
      for (const name of Object.keys(attrs)) setAttribute(el, name, attrs[name], true);
      el.setAttribute('data-kind', kind);
      el.setAttribute('data-id', String(node.id));
      el.id = 'lc-n' + node.id; // what aria-labelledby names (WebProtocol.md, "Accessibility")
      el.className = kindClass(kind);
      info.set(el, { id: node.id, kind, tag, attrsKey, events, applied: new Set(), extra: [], text: null, image: null });
    }
    nodes.set(node.id, el);
    applyProps(el, props, touched, after);
    if (node.c !== undefined) {
      if (!Array.isArray(node.c)) throw new ProtocolError('children of node ' + node.id + ' are not a list');
      for (const child of node.c) el.insertBefore(build(child, touched, after, keep), info.get(el).text);
    }
    showPendingEdit(el);
    if (tag === 'li' && !el.hasAttribute('tabindex')) {
      // Rows of a list that takes selections are reached with the keyboard too.
      after.push(() => { if (rowSelectTarget(el)) el.tabIndex = 0; });
    }
    return el;
  }

  function need(id) {
    const el = Number.isInteger(id) ? nodes.get(id) : undefined;
    if (!el) throw new ProtocolError('no node ' + id);
    return el;
  }

  function index(value) {
    if (!Number.isInteger(value) || value < 0) throw new ProtocolError('bad index ' + value);
    return value;
  }

  function applyOp(op, touched, after) {
    if (!Array.isArray(op)) throw new ProtocolError('an op that is not a list');
    switch (op[0]) {
      case 'set': {
        const props = op[2];
        if (!props || typeof props !== 'object' || Array.isArray(props)) throw new ProtocolError('set without properties');
        applyProps(need(op[1]), props, touched, after);
        break;
      }
      case 'insert': {
        const parent = need(op[1]);
        const at = index(op[2]);
        const el = build(op[3], touched, after, null);
        place(parent, el, childAt(parent, at, null));
        break;
      }
      case 'remove': {
        const el = need(op[1]);
        forget(el);
        el.remove();
        break;
      }
      case 'move': {
        const parent = need(op[1]);
        const el = need(op[2]);
        if (el.parentNode !== parent) throw new ProtocolError('node ' + op[2] + ' is not a child of ' + op[1]);
        place(parent, el, childAt(parent, index(op[3]), el));
        break;
      }
      case 'children':
        setChildren(need(op[1]), op[2], touched, after);
        break;
      default:
        throw new ProtocolError('unknown op ' + op[0]);
    }
  }

  /** The node that is child `at` of `parent` once `without` is taken out (what to insert before). */
  function childAt(parent, at, without) {
    let i = 0;
    for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
      if (child === without) continue;
      if (i === at) return child;
      i += 1;
    }
    return info.get(parent).text;
  }

  /** Puts `el` before `ref` in `parent` unless it is there, keeping focus and caret inside it. */
  function place(parent, el, ref) {
    if (el.parentNode === parent && el.nextSibling === ref) return;
    const active = document.activeElement;
    const hadFocus = active && active !== document.body && el.contains(active);
    const selection = hadFocus ? saveSelection(active) : null;
    if (typeof parent.moveBefore === 'function' && el.isConnected && parent.isConnected) {
      // Chromium's atomic move keeps focus, selection and running animations.
      try { parent.moveBefore(el, ref); } catch (_) { parent.insertBefore(el, ref); }
    } else {
      parent.insertBefore(el, ref);
    }
    if (hadFocus && document.activeElement !== active) {
      active.focus({ preventScroll: true });
      restoreSelection(active, selection);
    }
  }

  function forget(el) {
    for (const gone of [el, ...el.querySelectorAll('[data-id]')]) {
      const gi = info.get(gone);
      if (!gi || nodes.get(gi.id) !== gone) continue;
      nodes.delete(gi.id);
      serverValues.delete(gi.id + ' value');
      serverValues.delete(gi.id + ' checked');
      lastScroll.delete(gi.id);
    }
  }

  /** `children`: kept nodes keep their elements; only those out of order move (fewest moves). */
  function setChildren(parent, list, touched, after) {
    if (!Array.isArray(list)) throw new ProtocolError('children without a list');
    const keptIDs = new Set();
    for (const entry of list) {
      if (typeof entry === 'number') {
        need(entry);
        if (keptIDs.has(entry)) throw new ProtocolError('node ' + entry + ' listed twice');
        keptIDs.add(entry);
      }
    }
    for (const child of [...parent.children]) {
      const ci = info.get(child);
      if (!ci || !keptIDs.has(ci.id)) {
        forget(child);
        child.remove();
      }
    }
    const desired = list.map((entry) => (typeof entry === 'number' ? nodes.get(entry) : build(entry, touched, after, null)));
    const oldIndex = new Map();
    Array.from(parent.children).forEach((child, i) => oldIndex.set(child, i));
    const stays = longestIncreasing(desired.map((el) => (oldIndex.has(el) ? oldIndex.get(el) : -1)));
    let next = info.get(parent).text;
    for (let i = desired.length - 1; i >= 0; i -= 1) {
      if (!stays.has(i)) place(parent, desired[i], next);
      next = desired[i];
    }
  }

  /** Positions of a longest increasing run of the non-negative entries (those need not move). */
  function longestIncreasing(values) {
    const tails = [];       // tails[k]: position ending the best run of length k + 1
    const previous = new Array(values.length).fill(-1);
    values.forEach((value, i) => {
      if (value < 0) return;
      let lo = 0;
      let hi = tails.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (values[tails[mid]] < value) lo = mid + 1; else hi = mid;
      }
      if (lo > 0) previous[i] = tails[lo - 1];
      tails[lo] = i;
    });
    const stays = new Set();
    for (let i = tails.length > 0 ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) stays.add(i);
    return stays;
  }

  // --- properties --------------------------------------------------------------------------

  // Attributes first (a range's min/max before its value, a progress's max before its value),
  // then classes and style, then content, and the user-editable state last.
  function rank(name) {
    if (name === 'attr.value') return 1;
    if (name.startsWith('attr.')) return 0;
    if (name === 'class') return 2;
    if (name.startsWith('css.')) return 3;
    return { hidden: 4, disabled: 5, text: 6, scroll: 7, checked: 8, value: 9 }[name] ?? 10;
  }

  function applyProps(el, props, touched, after) {
    const names = Object.keys(props).sort((a, b) => rank(a) - rank(b));
    const ei = info.get(el);
    for (const name of names) {
      const value = props[name];
      if (applyProp(el, ei, name, value, after)) {
        if (value === null) ei.applied.delete(name); else ei.applied.add(name);
        if (touched && (name === 'value' || name === 'checked')) touched.add(ei.id + ' ' + name);
      }
    }
  }

  /** Applies one property; false for a name or value the page does not take. */
  function applyProp(el, ei, name, value, after) {
    if (value !== null && typeof value === 'object') return false;
    switch (name) {
      case 'text':
        setText(el, ei, value);
        return true;
      case 'image.src':
        // A button's image: only from the document's store, as an image view's src.
        if (el.tagName !== 'BUTTON') return false;
        if (value !== null && !(typeof value === 'string' && value.startsWith('/r/'))) return false;
        setImage(el, ei, 'src', value);
        return true;
      case 'image.alt':
        if (el.tagName !== 'BUTTON' || (value !== null && typeof value !== 'string')) return false;
        setImage(el, ei, 'alt', value);
        return true;
      case 'value':
        serverValues.set(ei.id + ' value', value);
        if (!hasPendingEdit(ei.id, 'value')) setValue(el, value === null ? '' : String(value));
        return true;
      case 'checked':
        serverValues.set(ei.id + ' checked', value);
        if (!hasPendingEdit(ei.id, 'checked') && 'checked' in el) el.checked = value === true;
        return true;
      case 'disabled':
        if ('disabled' in el && typeof el.disabled === 'boolean') el.disabled = value === true;
        else if (value === true) el.setAttribute('aria-disabled', 'true');
        else el.removeAttribute('aria-disabled');
        return true;
      case 'hidden':
        el.hidden = value === true;
        return true;
      case 'class':
        setExtraClasses(el, ei, value);
        return true;
      case 'scroll': {
        if (value !== null && !Number.isFinite(value)) return false;
        const rows = value === null ? 0 : Math.max(0, Math.round(value));
        lastScroll.set(ei.id, rows);
        const scroll = () => { el.scrollTop = rows * remPixels(); };
        if (after) after.push(scroll); else scroll();
        return true;
      }
      default:
        break;
    }
    if (name.startsWith('css.')) {
      const property = name.slice(4);
      if (property === '') return false;
      if (value === null) el.style.removeProperty(property);
      else el.style.setProperty(property, String(value));
      return true;
    }
    if (name.startsWith('attr.')) return setAttribute(el, name.slice(5), value, false);
    return false;
  }

  function setText(el, ei, value) {
    if (value === null) {
      if (ei.text) ei.text.remove();
      ei.text = null;
      return;
    }
    // A node's own text sits after its child elements (a segment: its radio, then its title),
    // so text never wipes children. Without children this is textContent.
    if (!ei.text) {
      ei.text = document.createTextNode('');
      el.appendChild(ei.text);
    }
    const text = String(value);
    if (ei.text.data !== text) ei.text.data = text;
  }

  /** A button's `img`, first of its children (before its title): made at its first field, gone with its src. */
  function setImage(el, ei, field, value) {
    if (value === null && field === 'src') {
      if (ei.image) ei.image.remove();
      ei.image = null;
      return;
    }
    if (!ei.image) {
      ei.image = document.createElement('img');
      ei.image.className = 'lc-button-image';
      el.insertBefore(ei.image, el.firstChild);
    }
    if (value === null) ei.image.removeAttribute(field);
    else ei.image.setAttribute(field, value);
  }

  function setExtraClasses(el, ei, value) {
    const wanted = typeof value === 'string' ? value.split(/\s+/).filter((c) => c !== '' && !c.startsWith('lc-pending') && c !== 'lc-refused') : [];
    for (const name of ei.extra) if (!wanted.includes(name) && name !== kindClass(ei.kind)) el.classList.remove(name);
    for (const name of wanted) el.classList.add(name);
    ei.extra = wanted;
  }

  /** Sets an attribute the whitelist allows; false (and nothing set) otherwise. */
  function setAttribute(el, name, value, creating) {
    if (value !== null && typeof value === 'object') return false;
    if (!attributeAllowed(el, name, value, creating)) {
      console.warn('LoopComposer: attribute ' + name + ' refused on node ' + el.getAttribute('data-id'));
      return false;
    }
    if (value === null || (value === false && !name.startsWith('aria-'))) {
      el.removeAttribute(name);
    } else if (value === true && !name.startsWith('aria-')) {
      el.setAttribute(name, ''); // a boolean attribute (readonly): present means on
    } else {
      el.setAttribute(name, String(value));
    }
    return true;
  }

  function attributeAllowed(el, name, value, creating) {
    if (name === 'type') {
      if (value === null) return false;
      if (creating) return CREATION_TYPES.has(value);
      return (value === 'text' || value === 'password') && el.tagName === 'INPUT' &&
        (el.type === 'text' || el.type === 'password');
    }
    if (name === 'src') {
      return value === null || typeof value === 'string' && value.startsWith('/r/');
    }
    if (name === 'readonly') return true;
    if (/^aria-[a-z]+$/.test(name)) return true;
    return PLAIN_ATTRS.has(name);
  }

  function remPixels() {
    return parseFloat(getComputedStyle(html).fontSize) || 16;
  }

  // --- values and no echo ------------------------------------------------------------------

  function hasPendingEdit(id, prop) {
    if (pending.some((event) => event.id === id && PROP_OF[event.type] === prop)) return true;
    return prop === 'value' && coalesced.has(id + ' value');
  }

  function lastPendingEdit(id, prop) {
    for (let i = pending.length - 1; i >= 0; i -= 1) {
      if (pending[i].id === id && PROP_OF[pending[i].type] === prop) return pending[i];
    }
    return undefined;
  }

  /** A new element of a node the user edited (not yet acknowledged) shows the edit, not the server's older value. */
  function showPendingEdit(el) {
    const ei = info.get(el);
    const edit = lastPendingEdit(ei.id, 'value');
    if (edit) setValue(el, String(edit.value));
    const toggle = lastPendingEdit(ei.id, 'checked');
    if (toggle && 'checked' in el) el.checked = toggle.value === true;
  }

  /** Shows the server's value once no edit of the user's waits for it. */
  function reconcile(id, prop) {
    if (hasPendingEdit(id, prop)) return;
    const el = nodes.get(id);
    const key = id + ' ' + prop;
    if (!el || !serverValues.has(key)) return;
    const value = serverValues.get(key);
    if (prop === 'value') setValue(el, value === null ? '' : String(value));
    else if ('checked' in el) el.checked = value === true;
  }

  function restoreAfterRefusal(event) {
    const prop = PROP_OF[event.type];
    if (prop) {
      reconcile(event.id, prop);
      return;
    }
    if (event.type === 'select') {
      // A refused radio choice: the group shows the server's choice again.
      const el = nodes.get(event.id);
      const group = el && (el.tagName === 'INPUT' ? radioGroup(el) : radiosIn(el));
      for (const radio of group || []) {
        const ri = info.get(radio);
        if (ri) reconcile(ri.id, 'checked');
      }
    }
  }

  /** Sets a field's value only if it differs, keeping the caret where it was in a focused field. */
  function setValue(el, value) {
    if (!('value' in el) || el.value === value) return;
    if (el === document.activeElement) {
      const selection = saveSelection(el);
      el.value = value;
      restoreSelection(el, selection);
    } else {
      el.value = value;
    }
  }

  function saveSelection(el) {
    try {
      if (typeof el.selectionStart === 'number') {
        return { start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection };
      }
    } catch (_) { /* ranges and checkboxes have no caret */ }
    return null;
  }

  function restoreSelection(el, selection) {
    if (!selection) return;
    try {
      const length = el.value.length;
      el.setSelectionRange(Math.min(selection.start, length), Math.min(selection.end, length), selection.direction);
    } catch (_) { /* no caret to put back */ }
  }

  // --- events from the user ----------------------------------------------------------------

  function nodeOf(target) {
    for (let el = target instanceof Element ? target : target && target.parentElement; el && el !== root; el = el.parentElement) {
      const ei = info.get(el);
      if (ei && nodes.get(ei.id) === el) return el;
    }
    return null;
  }

  function parentNodeOf(el) {
    return el.parentElement ? nodeOf(el.parentElement) : null;
  }

  function inactive(el) {
    return el.matches(':disabled') || el.closest('[aria-disabled="true"]') !== null;
  }

  function eventMessage(event) {
    const message = { t: 'event', seq: event.seq, id: event.id, type: event.type };
    if (event.value !== undefined) message.value = event.value;
    return message;
  }

  /** Sends (or queues) one event; value and scroll events wait for the next animation frame. */
  function emit(el, type, value) {
    flushCoalesced();
    emitNow(el, type, value);
  }

  function emitNow(el, type, value) {
    const ei = info.get(el);
    if (!ei || nodes.get(ei.id) !== el || session === null) return;
    const event = { seq: lastSeq + 1, id: ei.id, type, value };
    const bytes = JSON.stringify(eventMessage(event)).length;
    if (Number.isInteger(limits.maxMessageBytes) && bytes > limits.maxMessageBytes) {
      // The server would close the connection over it; refuse it here instead.
      console.warn('LoopComposer: an event of ' + bytes + ' bytes is over the server\'s limit; not sent');
      flashRefused(el);
      const prop = PROP_OF[type];
      if (prop) reconcile(ei.id, prop);
      return;
    }
    lastSeq = event.seq;
    saveSeq();
    pending.push(event);
    if (connected && !awaitingHello) send(eventMessage(event));
    updatePendingMarks();
  }

  function coalesce(el, type, value) {
    const ei = info.get(el);
    const key = ei.id + ' ' + type;
    coalesced.delete(key); // re-added last: order follows the latest change
    coalesced.set(key, { el, type, value });
    const token = ++coalesceToken;
    const fire = () => { if (token === coalesceToken) flushCoalesced(); };
    requestAnimationFrame(fire);
    setTimeout(fire, 100);
  }

  function flushCoalesced() {
    if (coalesced.size === 0) return;
    coalesceToken += 1;
    const items = [...coalesced.values()];
    coalesced.clear();
    for (const item of items) {
      if (item.type === 'scroll') {
        const ei = info.get(item.el);
        const rows = Math.round(item.el.scrollTop / remPixels());
        if (!ei || lastScroll.get(ei.id) === rows) continue;
        lastScroll.set(ei.id, rows);
        emitNow(item.el, 'scroll', rows);
      } else {
        emitNow(item.el, item.type, item.value);
      }
    }
    checkIdle();
  }

  function radiosIn(el) {
    return Array.from(el.querySelectorAll('input[type="radio"]'));
  }

  function radioGroup(radio) {
    const fieldset = radio.closest('fieldset');
    if (fieldset && root.contains(fieldset)) return radiosIn(fieldset);
    return radiosIn(root).filter((other) => other.name === radio.name);
  }

  /** The node a row's select goes to: the row when it takes select, else its list. */
  function rowSelectTarget(li) {
    const li_ = info.get(li);
    if (li_ && li_.events.has('select')) return li;
    const list = parentNodeOf(li);
    return list && info.get(list).events.has('select') ? list : null;
  }

  function selectRow(li) {
    const target = rowSelectTarget(li);
    if (!target || inactive(li)) return false;
    const rows = Array.from(li.parentElement.children).filter((child) => child.tagName === 'LI');
    emit(target, 'select', rows.indexOf(li));
    return true;
  }

  root.addEventListener('click', (event) => {
    for (let el = nodeOf(event.target); el; el = parentNodeOf(el)) {
      if (info.get(el).events.has('press')) {
        if (!inactive(el)) emit(el, 'press');
        return;
      }
      if (el.tagName === 'LI' && selectRow(el)) return;
    }
  });

  root.addEventListener('input', (event) => {
    const el = nodeOf(event.target);
    if (el !== event.target) return;
    const ei = info.get(el);
    if (el.tagName === 'INPUT' && el.type === 'range') {
      if (ei.events.has('value')) coalesce(el, 'value', Number(el.value));
    } else if (ei.events.has('text') && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) {
      // Text being composed (an input method) is sent once, when it is committed.
      if (!event.isComposing) emit(el, 'text', el.value);
    }
  });

  root.addEventListener('compositionend', (event) => {
    const el = nodeOf(event.target);
    if (!el || el !== event.target || !info.get(el).events.has('text')) return;
    const last = lastPendingEdit(info.get(el).id, 'value');
    if (!last || last.value !== el.value) emit(el, 'text', el.value);
  });

  root.addEventListener('change', (event) => {
    const el = nodeOf(event.target);
    if (!el || el !== event.target || el.tagName !== 'INPUT') return;
    const ei = info.get(el);
    if (el.type === 'checkbox' && ei.events.has('toggle')) {
      emit(el, 'toggle', el.checked);
    } else if (el.type === 'radio' && el.checked) {
      if (ei.events.has('select')) {
        emit(el, 'select', radioGroup(el).indexOf(el));
        return;
      }
      for (let group = parentNodeOf(el); group; group = parentNodeOf(group)) {
        if (info.get(group).events.has('select')) {
          emit(group, 'select', radiosIn(group).indexOf(el));
          return;
        }
      }
    }
  });

  root.addEventListener('keydown', (event) => {
    const el = nodeOf(event.target);
    if (!el || el !== event.target) return;
    if (event.key === 'Enter' && el.tagName === 'INPUT' && !event.isComposing && event.keyCode !== 229) {
      if (info.get(el).events.has('submit')) emit(el, 'submit');
    } else if (el.tagName === 'LI' && (event.key === 'Enter' || event.key === ' ')) {
      if (selectRow(el)) event.preventDefault();
    } else if (el.tagName === 'LI' && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const next = event.key === 'ArrowDown' ? el.nextElementSibling : el.previousElementSibling;
      if (next && next.tagName === 'LI' && next.tabIndex >= 0) {
        next.focus();
        event.preventDefault();
      }
    }
  });

  // Scroll events do not bubble: listen while they travel down.
  root.addEventListener('scroll', (event) => {
    const el = event.target instanceof Element ? nodeOf(event.target) : null;
    if (el && el === event.target && info.get(el).events.has('scroll')) coalesce(el, 'scroll');
  }, true);

  // --- what the user sees of the connection ------------------------------------------------

  function updatePendingMarks() {
    const ids = new Set(pending.map((event) => event.id));
    for (const id of markedPending) {
      if (!ids.has(id)) {
        const el = nodes.get(id);
        if (el) el.classList.remove('lc-pending');
        markedPending.delete(id);
      }
    }
    for (const id of ids) {
      const el = nodes.get(id);
      if (el && !el.classList.contains('lc-pending')) el.classList.add('lc-pending');
      markedPending.add(id);
    }
  }

  const refusedTimers = new WeakMap();

  function flashRefused(el) {
    el.classList.remove('lc-refused');
    void el.offsetWidth; // restart the animation when refused twice in a row
    el.classList.add('lc-refused');
    clearTimeout(refusedTimers.get(el));
    refusedTimers.set(el, setTimeout(() => el.classList.remove('lc-refused'), 1200));
  }

  function showBanner(text, tone, countdown) {
    if (noticeTimer && tone !== 'error') return; // a notice stays its few seconds
    banner.className = 'lc-banner lc-banner-' + tone;
    if (countdown === undefined) {
      banner.replaceChildren(document.createTextNode(text));
    } else {
      // The countdown changes every second: kept out of the live region's announcements.
      const seconds = document.createElement('span');
      seconds.setAttribute('aria-hidden', 'true');
      seconds.textContent = countdown;
      banner.replaceChildren(document.createTextNode(text), seconds);
    }
    banner.hidden = false;
  }

  function hideBanner() {
    banner.hidden = true;
    banner.replaceChildren();
  }

  function showNotice(text) {
    clearTimeout(noticeTimer);
    noticeTimer = 0;
    showBanner(text, 'notice');
    noticeTimer = setTimeout(() => {
      noticeTimer = 0;
      if (connected) hideBanner();
    }, 10000);
  }

  // --- the test hook -----------------------------------------------------------------------

  function checkIdle() {
    if (!connected || awaitingHello || pending.length > 0 || coalesced.size > 0 || framesUnacked > 0 ||
      outbox.length > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  }

  Object.defineProperty(window, '__lc', {
    value: Object.freeze({
      get version() { return version; },
      get pending() { return pending.length + coalesced.size; },
      get connected() { return connected; },
      waitIdle() {
        return new Promise((resolve) => {
          idleWaiters.push(resolve);
          checkIdle();
        });
      },
    }),
  });

  setState('connecting');
  connect();
})();
