/* A "Copy" button before every element marked data-copy. Without JavaScript the text is still there to select. */
(function () {
  "use strict";
  function select(element) {
    var range = document.createRange();
    range.selectNodeContents(element);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  document.querySelectorAll("[data-copy]").forEach(function (element) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy " + (element.getAttribute("data-copy") || "text"));
    function done(label) {
      button.textContent = label;
      window.setTimeout(function () { button.textContent = "Copy"; }, 1500);
    }
    button.addEventListener("click", function () {
      var text = element.innerText || element.textContent;
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(function () { done("Copied"); }, function () { select(element); done("Press Ctrl+C"); });
      } else {
        select(element);
        try { done(document.execCommand("copy") ? "Copied" : "Press Ctrl+C"); } catch (error) { done("Press Ctrl+C"); }
      }
    });
    element.parentNode.insertBefore(button, element);
  });
})();
