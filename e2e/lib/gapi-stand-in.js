/*
 * A stand-in for https://apis.google.com/js/api.js, served to the browser by the e2e suites (the real
 * script cannot be downloaded here). It implements only what the Firebase Auth SDK and the Auth
 * Emulator's helper iframe use for federated popups: gapi.load('gapi.iframes'), context.open(),
 * getParentIframe(), and register / send / ping / restyle on the resulting channels, carried over
 * window.postMessage between the app page and the emulator's iframe.
 */
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = '__gapiStandIn';
  var seq = 0;
  var replies = {};
  var channels = [];

  function post(target, msg) {
    msg[TAG] = msg[TAG] || 'call';
    target.postMessage(msg, '*');
  }

  function Channel(win) {
    this.win = win;
    this.handlers = {};
    this.queue = [];
  }
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.queue.filter(function (m) {
      return m.type === type;
    });
    this.queue = this.queue.filter(function (m) {
      return m.type !== type;
    });
    for (var i = 0; i < waiting.length; i++) this.deliver(waiting[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = 'm' + ++seq + '-' + Math.random().toString(36).slice(2);
    if (callback) replies[id] = callback;
    post(this.win, { id: id, type: type, data: data });
  };
  Channel.prototype.deliver = function (msg) {
    var handler = this.handlers[msg.type];
    if (!handler) {
      this.queue.push(msg);
      return;
    }
    var win = this.win;
    var result;
    try {
      result = handler(msg.data);
    } catch {
      result = undefined;
    }
    Promise.resolve(result).then(function (value) {
      var reply = { id: msg.id, result: [value] };
      reply[TAG] = 'reply';
      win.postMessage(reply, '*');
    });
  };
  /* The other side may not have loaded this script yet: knock until it answers. */
  Channel.prototype.ping = function (callback) {
    var win = this.win;
    return new Promise(function (resolve) {
      var done = false;
      var id = 'p' + ++seq;
      replies[id] = function () {
        if (done) return;
        done = true;
        window.clearInterval(timer);
        try {
          if (callback) callback();
        } catch {
          /* the caller's own failure */
        }
        resolve();
      };
      var knock = function () {
        try {
          post(win, { id: id, type: '__ping' });
        } catch {
          /* not navigated yet */
        }
      };
      var timer = window.setInterval(knock, 100);
      knock();
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  function channelFor(win) {
    for (var i = 0; i < channels.length; i++) if (channels[i].win === win) return channels[i];
    var ch = new Channel(win);
    channels.push(ch);
    return ch;
  }

  window.addEventListener('message', function (e) {
    var m = e.data;
    if (!m || typeof m !== 'object' || !m[TAG]) return;
    if (m[TAG] === 'reply') {
      var cb = replies[m.id];
      if (m.id.charAt(0) !== 'p') delete replies[m.id];
      if (cb) {
        try {
          cb(m.result);
        } catch {
          /* e.g. the SDK's webStorageSupport callback throws after answering */
        }
      }
      return;
    }
    if (m.type === '__ping') {
      var pong = { id: m.id, result: [true] };
      pong[TAG] = 'reply';
      e.source.postMessage(pong, '*');
      return;
    }
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].win === e.source) {
        channels[i].deliver(m);
        return;
      }
    }
  });

  /* Inside an iframe the parent is a channel from the start, so nothing it sends early is lost. */
  var parentChannel = window.parent !== window ? channelFor(window.parent) : null;

  var context = {
    open: function (opts, callback) {
      var el = document.createElement('iframe');
      var attrs = opts.attributes || {};
      Object.keys(attrs).forEach(function (k) {
        if (k === 'style' && typeof attrs.style === 'object') Object.assign(el.style, attrs.style);
        else el.setAttribute(k, attrs[k]);
      });
      (opts.where || document.body).appendChild(el);
      var ch = channelFor(el.contentWindow);
      el.src = opts.url;
      return Promise.resolve(callback ? callback(ch) : ch);
    },
    getParentIframe: function () {
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    getContext: function () {
      return context;
    },
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    Iframe: function () {},
  };
  window.gapi.load = function (name, opts) {
    var cb = typeof opts === 'function' ? opts : opts && opts.callback;
    setTimeout(function () {
      if (cb) cb();
    }, 0);
  };

  var src = (document.currentScript && document.currentScript.src) || '';
  var onload = /[?&]onload=([\w$.]+)/.exec(src);
  setTimeout(function () {
    if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
