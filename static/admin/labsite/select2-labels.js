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
      if (rendered) rendered.setAttribute("aria-label", text + ": " + (rendered.textContent.trim() || "none chosen"));
    });
    return pending;
  }
  /* select2 is built in jQuery's ready handler, which runs after this script's: try until it is there. */
  function tryNaming(attempts) {
    if (name() > 0 && attempts > 0) setTimeout(function () { tryNaming(attempts - 1); }, 50);
  }
  document.addEventListener("DOMContentLoaded", function () { tryNaming(40); });
  window.addEventListener("load", name);
  document.addEventListener("formset:added", function () { setTimeout(name, 0); });
})();
