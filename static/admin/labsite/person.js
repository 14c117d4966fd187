/* The bio's markdown preview, under the field: the text as the public page will show it. */
(function () {
  "use strict";
  function csrfToken(form) {
    var input = form && form.querySelector("input[name=csrfmiddlewaretoken]");
    return input ? input.value : "";
  }
  function setUp() {
    var bio = document.getElementById("id_bio");
    if (!bio || !bio.form) return;
    var url = bio.getAttribute("data-preview-url");
    if (!url) return;
    var box = document.createElement("div");
    box.className = "markdown-preview";
    box.id = "bio-preview";
    box.setAttribute("aria-live", "polite");
    var heading = document.createElement("p");
    heading.className = "markdown-preview-label";
    heading.textContent = "Preview (as your page will show it):";
    var body = document.createElement("div");
    body.className = "markdown-preview-body";
    box.appendChild(heading);
    box.appendChild(body);
    bio.insertAdjacentElement("afterend", box);
    var timer = null;
    function refresh() {
      var data = new FormData();
      data.append("text", bio.value);
      fetch(url, {method: "POST", body: data, credentials: "same-origin", headers: {"X-CSRFToken": csrfToken(bio.form)}})
        .then(function (response) { return response.ok ? response.text() : Promise.reject(response.status); })
        .then(function (html) { body.innerHTML = html; })  /* sanitised on the server (people/markdown.py) */
        .catch(function () { body.textContent = "The preview is not available right now; saving still works."; });
    }
    bio.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(refresh, 300);
    });
    refresh();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
