/* Authors of a publication: ↑/↓ buttons move a row, and the positions are renumbered 1, 2, 3 …
   (the server renumbers them the same way, so the page also works without this script). */
(function () {
  "use strict";
  function group() { return document.getElementById("authorships-group"); }
  function rows() {
    var g = group();
    if (!g) return [];
    return Array.prototype.filter.call(g.querySelectorAll("tr.form-row"), function (row) {
      return !row.classList.contains("empty-form") && row.id.indexOf("-empty") === -1;
    });
  }
  function renumber() {
    rows().forEach(function (row, index) {
      var input = row.querySelector("input.author-position");
      if (input) input.value = index + 1;
    });
  }
  function move(row, step) {
    var list = rows();
    var index = list.indexOf(row);
    var target = list[index + step];
    if (!target) return;
    if (step < 0) target.parentNode.insertBefore(row, target);
    else target.parentNode.insertBefore(row, target.nextSibling);
    renumber();
    var button = row.querySelector(step < 0 ? "button.author-up" : "button.author-down");
    if (button) button.focus();
  }
  function button(label, className, text, handler) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "author-move " + className;
    b.setAttribute("aria-label", label);
    b.title = label;
    b.textContent = text;
    b.addEventListener("click", handler);
    return b;
  }
  function addButtons(row) {
    if (row.querySelector("button.author-move")) return;
    var input = row.querySelector("input.author-position");
    if (!input) return;
    var cell = input.parentNode;
    cell.appendChild(button("Move this author up", "author-up", "↑", function () { move(row, -1); }));
    cell.appendChild(button("Move this author down", "author-down", "↓", function () { move(row, 1); }));
  }
  /* As a name is typed, the lab member it is (the importer's matching rule, asked on the server)
     is chosen under "lab member", unless the editor chose one themselves. */
  function note(row) {
    var n = row.querySelector(".author-match");
    if (!n) {
      n = document.createElement("span");
      n.className = "author-match";
      n.setAttribute("aria-live", "polite");
      var input = row.querySelector("input[data-match-url]");
      input.parentNode.appendChild(n);
    }
    return n;
  }
  function watchName(row) {
    var input = row.querySelector("input[data-match-url]");
    var select = row.querySelector("select[name$='-person']");
    if (!input || !select || input.dataset.watched) return;
    input.dataset.watched = "1";
    select.addEventListener("change", function () { select.dataset.chosenByHand = "1"; });
    var timer = null;
    input.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () {
        if (select.dataset.chosenByHand) return;
        var url = input.getAttribute("data-match-url") + "?name=" + encodeURIComponent(input.value);
        fetch(url, {credentials: "same-origin"})
          .then(function (r) { return r.ok ? r.json() : Promise.reject(r.status); })
          .then(function (answer) {
            if (select.dataset.chosenByHand) return;
            if (answer.member && select.querySelector("option[value='" + answer.member.id + "']")) {
              select.value = String(answer.member.id);
              note(row).textContent = "Linked to lab member " + answer.member.name + ".";
            } else {
              select.value = "";
              note(row).textContent = answer.ambiguous && answer.ambiguous.length
                ? "Could be " + answer.ambiguous.join(" or ") + ": choose under “lab member”."
                : "";
            }
          })
          .catch(function () {});
      }, 250);
    });
  }
  function setUp() {
    rows().forEach(function (row) { addButtons(row); watchName(row); });
    renumber();
  }
  document.addEventListener("formset:added", function (event) {
    var name = event.detail && event.detail.formsetName;
    if (name && name !== "authorships") return;
    setUp();
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
