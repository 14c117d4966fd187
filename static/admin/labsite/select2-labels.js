/* The admin's autocomplete boxes (select2) name their combobox after the field's label, so a screen
   reader says "Venue" rather than nothing. Runs after select2 has built its boxes. */
(function () {
  "use strict";
  function name() {
    var pending = 0;
    document.querySelectorAll("select.admin-autocomplete:not([name*=__prefix__])").forEach(function (select) {
      var container = select.nextElementSibling;
      var box = container && container.querySelector(".select2-selection[role=combobox]");
      var label = select.id && document.querySelector("label[for='" + select.id + "']");
      if (!box || !label) { pending += 1; return; }
      var text = label.textContent.replace(/:\s*$/, "").trim();
      box.removeAttribute("aria-labelledby");
      box.setAttribute("aria-label", text);
      var rendered = box.querySelector(".select2-selection__rendered");
      var chosen = rendered ? rendered.textContent.replace(/\u00d7/g, " ").replace(/\s+/g, " ").trim() : "";
      if (rendered) rendered.setAttribute("aria-label", text + ": " + (chosen || "none chosen"));
      /* A box of several choices types into its own search field, which select2 leaves unnamed. */
      var search = box.querySelector(".select2-search__field");
      if (search) search.setAttribute("aria-label", text);
      /* The mouse's "clear all" cross sits among the choices' list items, which a list may not hold;
         the keyboard clears with Backspace, so the cross is hidden from screen readers. */
      var clear = box.querySelector(".select2-selection__clear");
      if (clear) clear.setAttribute("aria-hidden", "true");
    });
    return pending;
  }
  /* select2 builds its boxes in jQuery's ready handler, after this script's, builds a row's when the
     row is added, and rewrites a box's text when a choice is made: name them whenever that happens
     (only nodes are watched, so the names set here do not call it again). */
  document.addEventListener("DOMContentLoaded", function () {
    if (!document.querySelector("select.admin-autocomplete")) return;
    name();
    new MutationObserver(name).observe(document.body, { childList: true, subtree: true });
  });
})();
