// Builders' Table on the web: zoom and pan of the board (mouse, wheel, two fingers), the history
// slider, and following the game live (server-sent events). Everything works without it: the board
// then scrolls at full size, the history is links and a form, and a reload shows new moves.
"use strict";
(function () {
  const MAX_SCALE = 4;

  function zoomable(viewport, kept) {
    const img = viewport.querySelector("img");
    if (!img) return null;
    const state = { scale: 1, x: 0, y: 0, fit: 1, fitted: true };
    const pointers = new Map();
    viewport.classList.add("zoomable");

    function measure() {
      if (!img.naturalWidth) return false;
      const width = viewport.clientWidth;
      state.fit = Math.min(1, width / img.naturalWidth);
      const tall = Math.round(img.naturalHeight * state.fit);
      viewport.style.height = Math.min(tall, Math.round(window.innerHeight * 0.85)) + "px";
      state.fit = Math.min(state.fit, viewport.clientHeight / img.naturalHeight);
      return true;
    }
    function clamp() {
      state.scale = Math.min(MAX_SCALE, Math.max(state.fit, state.scale));
      const w = img.naturalWidth * state.scale, h = img.naturalHeight * state.scale;
      const vw = viewport.clientWidth, vh = viewport.clientHeight;
      state.x = w <= vw ? (vw - w) / 2 : Math.min(0, Math.max(vw - w, state.x));
      state.y = h <= vh ? (vh - h) / 2 : Math.min(0, Math.max(vh - h, state.y));
    }
    function apply() {
      clamp();
      img.style.transform = "translate(" + state.x + "px, " + state.y + "px) scale(" + state.scale + ")";
    }
    function fit() {
      if (!measure()) return;
      state.scale = state.fit; state.x = 0; state.y = 0; state.fitted = true;
      apply();
    }
    function zoomAt(factor, cx, cy) {
      const before = state.scale;
      const after = Math.min(MAX_SCALE, Math.max(state.fit, before * factor));
      state.x = cx - (cx - state.x) * after / before;
      state.y = cy - (cy - state.y) * after / before;
      state.scale = after; state.fitted = after === state.fit;
      apply();
    }
    function centre() { return [viewport.clientWidth / 2, viewport.clientHeight / 2]; }

    viewport.addEventListener("wheel", function (event) {
      event.preventDefault();
      const box = viewport.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });
    viewport.addEventListener("pointerdown", function (event) {
      viewport.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, [event.clientX, event.clientY]);
      viewport.classList.add("dragging");
    });
    viewport.addEventListener("pointermove", function (event) {
      if (!pointers.has(event.pointerId)) return;
      const before = Array.from(pointers.values());
      pointers.set(event.pointerId, [event.clientX, event.clientY]);
      const after = Array.from(pointers.values());
      if (after.length === 1) {
        state.x += after[0][0] - before[0][0]; state.y += after[0][1] - before[0][1];
        state.fitted = false;
        apply();
      } else if (after.length === 2) {          // two fingers: pinch around their middle
        const span = function (p) { return Math.hypot(p[0][0] - p[1][0], p[0][1] - p[1][1]) || 1; };
        const box = viewport.getBoundingClientRect();
        const mx = (after[0][0] + after[1][0]) / 2 - box.left, my = (after[0][1] + after[1][1]) / 2 - box.top;
        const ox = (before[0][0] + before[1][0]) / 2 - box.left, oy = (before[0][1] + before[1][1]) / 2 - box.top;
        state.x += mx - ox; state.y += my - oy;
        zoomAt(span(after) / span(before), mx, my);
      }
    });
    function release(event) {
      pointers.delete(event.pointerId);
      if (!pointers.size) viewport.classList.remove("dragging");
    }
    viewport.addEventListener("pointerup", release);
    viewport.addEventListener("pointercancel", release);
    viewport.addEventListener("dblclick", function (event) {
      const box = viewport.getBoundingClientRect();
      if (state.fitted) zoomAt(2 / state.scale, event.clientX - box.left, event.clientY - box.top);
      else fit();
    });
    viewport.addEventListener("keydown", function (event) {
      if (event.key === "+" || event.key === "=") zoomAt(1.25, ...centre());
      else if (event.key === "-") zoomAt(0.8, ...centre());
      else if (event.key === "0") fit();
    });
    const buttons = viewport.parentElement.querySelector(".zoom");
    if (buttons) {
      buttons.hidden = false;
      buttons.addEventListener("click", function (event) {
        const which = event.target.getAttribute("data-zoom");
        if (which === "in") zoomAt(1.25, ...centre());
        else if (which === "out") zoomAt(0.8, ...centre());
        else if (which === "fit") fit();
      });
    }
    function loaded() {
      const size = img.naturalWidth + "x" + img.naturalHeight;
      if (kept && kept.size === size && !kept.fitted) {
        measure();
        state.scale = kept.scale; state.x = kept.x; state.y = kept.y; state.fitted = false;
        apply();
      } else if (state.fitted || state.size !== size) {
        fit();
      } else {
        measure(); apply();
      }
      state.size = size;
      kept = null;
    }
    img.addEventListener("load", loaded);
    if (img.complete && img.naturalWidth) loaded();
    state.resize = function () { if (state.fitted) fit(); else { measure(); apply(); } };
    return state;
  }

  function slider(form) {
    const input = form.querySelector("input[type=range]");
    const output = form.querySelector("output");
    const img = document.getElementById("board-image");
    const link = document.getElementById("board-link");
    if (!input) return;
    const button = form.querySelector("button[type=submit]");
    if (button) button.hidden = true;
    const d = input.dataset;
    let timer = null;
    function label(k) { return k === 0 ? d.setup : d.turn.replace("{turn}", String(k)); }
    function address(k) {
      return k === Number(input.max)
        ? d.now + "?lang=" + encodeURIComponent(d.lang) + "&v=" + d.version
        : d.frames + k + ".png?lang=" + encodeURIComponent(d.lang);
    }
    function show() {
      const k = Number(input.value);
      output.textContent = label(k);
      if (img) {
        img.src = address(k);
        if (img.dataset.alt) img.alt = img.dataset.alt.replace("{turn}", label(k));
      }
      if (link) link.href = address(k);
      const query = "?lang=" + encodeURIComponent(d.lang) + (k === Number(input.max) ? "" : "&turn=" + k);
      history.replaceState(null, "", location.pathname + query + "#board");
    }
    input.addEventListener("input", function () {
      output.textContent = label(Number(input.value));
      clearTimeout(timer);
      timer = setTimeout(show, 150);
    });
    input.addEventListener("change", function () { clearTimeout(timer); show(); });
  }

  function setUp(kept) {
    const viewport = document.getElementById("viewport");
    const zoom = viewport ? zoomable(viewport, kept) : null;
    document.querySelectorAll("form.history").forEach(slider);
    return zoom;
  }

  let zoom = setUp(null);
  let updates = 0;
  window.addEventListener("resize", function () { if (zoom) zoom.resize(); });

  async function refresh() {
    const response = await fetch(location.pathname + location.search, { cache: "no-store" });
    if (!response.ok) return;
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
    const main = fresh.getElementById("live"), old = document.getElementById("live");
    if (!main || !old) return;
    const kept = zoom ? { scale: zoom.scale, x: zoom.x, y: zoom.y, fitted: zoom.fitted, size: zoom.size } : null;
    old.replaceWith(document.adoptNode(main));
    const top = fresh.querySelector("header.top"), header = document.querySelector("header.top");
    if (top && header) header.replaceWith(document.adoptNode(top));
    document.title = fresh.title;
    zoom = setUp(kept);
    updates += 1;
    document.body.dataset.updates = String(updates);
  }

  const events = document.body.dataset.events;
  if (events && window.EventSource) {
    const note = document.querySelector(".live-note");
    if (note) note.hidden = false;
    const source = new EventSource(events);
    source.addEventListener("move", function () { refresh().catch(function () {}); });
    source.addEventListener("end", function () { source.close(); });
  }
})();
