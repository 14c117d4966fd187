/* The colour scheme: the system's, unless the visitor chose one with the toggle (remembered).
   Loaded in <head> without defer, so the chosen scheme is set before the first paint (no flash).
   Without JavaScript the page follows the system setting and the toggle stays hidden. */
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");  // for styles that only hold while this script runs (site.css)
  var stored = null;
  try { stored = window.localStorage.getItem("labsite-theme"); } catch (error) { stored = null; }
  if (stored === "dark" || stored === "light") { root.setAttribute("data-theme", stored); }

  function current() {
    var chosen = root.getAttribute("data-theme");
    if (chosen) { return chosen; }
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }

  document.addEventListener("DOMContentLoaded", function () {
    // On a phone, a filter panel with no filter set folds away (it is open without JavaScript).
    if (window.matchMedia && window.matchMedia("(max-width: 40rem)").matches) {
      document.querySelectorAll("details[data-fold-on-phone]").forEach(function (panel) { panel.open = false; });
    }
    document.querySelectorAll("details[data-fold-on-phone]").forEach(function (panel) { panel.removeAttribute("data-fold-on-phone"); });
    var button = document.getElementById("theme-toggle");
    if (!button) { return; }
    function show() { button.setAttribute("aria-pressed", current() === "dark" ? "true" : "false"); }
    button.hidden = false;
    show();
    button.addEventListener("click", function () {
      var next = current() === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { window.localStorage.setItem("labsite-theme", next); } catch (error) { /* private mode: not remembered */ }
      show();
    });
  });
})();
