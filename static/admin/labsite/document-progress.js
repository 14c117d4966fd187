/* An import in progress: this page asks for itself every 2 seconds and is shown again only when
   the document's status changed (a page that reloads itself every 2 seconds takes a screen
   reader's place away and cannot be paused: WCAG 2.2.1). Stops asking after half an hour. */
(function () {
  "use strict";
  var status = document.currentScript.dataset.status;
  var asked = 0;
  function ask() {
    if ((asked += 1) > 900) return;
    fetch(window.location.href, { credentials: "same-origin", cache: "no-store" })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        var now = /data-status="([^"]*)"/.exec(html);
        if (!now || now[1] !== status) window.location.reload();
        else window.setTimeout(ask, 2000);
      })
      .catch(function () { window.setTimeout(ask, 5000); });
  }
  window.setTimeout(ask, 2000);
})();
