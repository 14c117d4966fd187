/* On a phone the rows of a table of records are shown one field per line; each field then shows its
   column's heading above it (data-label, drawn by admin.css), as a table heading no longer can. */
(function () {
  "use strict";
  function label(table) {
    /* Django leaves the first heading (the row's name) empty: name it for screen readers. */
    table.querySelectorAll("thead th").forEach(function (th) {
      if (th.textContent.trim() || th.querySelector(".visually-hidden-label")) return;
      var hidden = document.createElement("span");
      hidden.className = "visually-hidden-label";
      hidden.textContent = th.classList.contains("original") ? "Row" : "Delete";
      th.appendChild(hidden);
    });
    var headings = Array.prototype.map.call(table.querySelectorAll("thead th"), function (th) {
      return th.classList.contains("original") ? "" : th.textContent.replace(/\s+/g, " ").trim();
    });
    table.querySelectorAll("tbody tr.form-row").forEach(function (row) {
      Array.prototype.forEach.call(row.children, function (cell, index) {
        if (headings[index]) cell.setAttribute("data-label", headings[index]);
      });
    });
  }
  function labelAll() { document.querySelectorAll(".inline-group .tabular table").forEach(label); }
  document.addEventListener("formset:added", labelAll);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", labelAll);
  else labelAll();
})();
