// The owner's UI: small progressive enhancements. Every page works without this file.
(function () {
  "use strict";
  document.documentElement.classList.add("html-js");
  var DONE_AFTER_MS = 10000;
  var currentId = null;

  function cards() {
    // A card inside a closed list (a rejection's repeats) is skipped until the owner opens it.
    return Array.prototype.slice.call(document.querySelectorAll("[data-card]:not([data-done])"))
      .filter(function (c) { return !c.closest("details:not([open])"); });
  }
  function current() {
    return currentId ? document.getElementById("card-" + currentId) : null;
  }
  function setCurrent(card, focus) {
    document.querySelectorAll(".card.is-current").forEach(function (c) { c.classList.remove("is-current"); });
    if (!card) { currentId = null; return; }
    currentId = card.getAttribute("data-id");
    card.classList.add("is-current");
    if (focus !== false) {
      card.focus({ preventScroll: true });
      card.scrollIntoView({ block: "nearest", behavior: "smooth" });
    }
  }
  function move(step) {
    var list = cards();
    if (!list.length) return;
    var at = list.indexOf(current());
    var next = at < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + step));
    setCurrent(list[next]);
  }
  function press(selector) {
    var card = current() || cards()[0];
    if (!card) return;
    setCurrent(card, false);
    var target = card.querySelector(selector);
    if (target) target.click();
  }
  function toggleHelp() {
    var dialog = document.getElementById("keys-help");
    if (!dialog || !dialog.showModal) return;
    if (dialog.open) dialog.close(); else dialog.showModal();
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var tag = (event.target.tagName || "").toLowerCase();
    var typing = tag === "input" || tag === "textarea" || tag === "select" || event.target.isContentEditable;
    if (typing) {
      if (event.key === "Escape") event.target.blur();
      return;
    }
    if (!document.getElementById("queue")) return;
    var dialog = document.getElementById("keys-help");
    if (dialog && dialog.open && event.key !== "?") return;
    switch (event.key) {
      case "j": move(1); break;
      case "k": move(-1); break;
      case "c": press("[data-action=confirm]"); break;
      case "r": press("[data-action=reject]"); break;
      case "x": {
        var card = current() || cards()[0];
        if (!card) return;
        setCurrent(card, false);
        var box = card.querySelector("[data-select]");
        if (box) box.checked = !box.checked;
        break;
      }
      case "e": {
        var editing = current() || cards()[0];
        if (!editing) return;
        setCurrent(editing, false);
        var details = editing.querySelector("details.edit");
        if (!details) return;
        details.open = true;
        var area = details.querySelector("textarea");
        if (area) { area.focus(); area.setSelectionRange(area.value.length, area.value.length); }
        break;
      }
      case "?": toggleHelp(); break;
      default: return;
    }
    event.preventDefault();
  });

  document.addEventListener("click", function (event) {
    var helpButton = event.target.closest("[data-keys-help]");
    if (helpButton) { toggleHelp(); return; }
    var copy = event.target.closest("[data-copy]");
    if (copy) {
      var field = document.querySelector(copy.getAttribute("data-copy"));
      if (!field) return;
      var done = function () { copy.textContent = "Copied"; };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(field.value).then(done, function () { field.select(); });
      } else {
        field.select();
        try { document.execCommand("copy"); done(); } catch (e) { /* selected for manual copy */ }
      }
      return;
    }
    var card = event.target.closest("[data-card]");
    if (card && !card.hasAttribute("data-done")) setCurrent(card, false);
  });

  document.addEventListener("change", function (event) {
    if (event.target.matches("select[data-autosubmit]")) event.target.form.submit();
  });

  // A card that was just confirmed or rejected keeps its Undo for a few seconds, then goes.
  function expire(root) {
    var done = [];
    if (root.matches && root.matches("[data-done]")) done.push(root);
    if (root.querySelectorAll) done = done.concat(Array.prototype.slice.call(root.querySelectorAll("[data-done]")));
    done.forEach(function (card) {
      setTimeout(function () {
        if (card.isConnected && card.hasAttribute("data-done")) card.remove();
      }, DONE_AFTER_MS);
    });
  }

  document.addEventListener("htmx:load", function (event) {
    var elt = event.detail.elt;
    expire(elt);
    if (elt.matches && elt.matches("[data-card]") && elt.getAttribute("data-id") === currentId) {
      if (elt.hasAttribute("data-done")) {
        // Move on to the next card still waiting, as a reviewer expects.
        var list = cards();
        var all = Array.prototype.slice.call(document.querySelectorAll("[data-card]"));
        var after = all.slice(all.indexOf(elt) + 1).filter(function (c) { return list.indexOf(c) >= 0; });
        setCurrent(after[0] || list[list.length - 1] || null);
      } else {
        setCurrent(elt);
      }
    }
  });
})();
