// The class page: join with the code and a nickname, answer the teacher's
// question, see the reveal. Speaks the protocol of ui/session/session_protocol.h.
// English or Chinese by the browser's language. No libraries, no inline code
// (the server's Content-Security-Policy forbids it).
"use strict";

const STRINGS = {
  en: {
    title: "Attention Explorer — class",
    code: "Join code", nickname: "Your name", join: "Join",
    hello: "Hi, {name}! You have a seat.",
    waiting: "Waiting for the teacher's question…",
    send: "Send answer", received: "Answer received ✓",
    hintSketch: "Drag the bars: how much attention does the query give each key? They always add up to 100 %.",
    hintChoice: "Tap one answer.", hintNumber: "Type a number.",
    yours: "yours", truth: "true", distance: "Distance to the true row (total variation): {d}",
    topRight: "Your top key is the true top key ✓", topWrong: "Your top key is not the true top key",
    right: "Right ✓", wrong: "Not quite.", trueNumber: "The answer: {x}", notAnswered: "You did not answer this one.",
    connecting: "Connecting…", lost: "Connection lost; reconnecting…",
    wrong_code: "That join code is not right. Check it on the projector.",
    full: "The class is full.", malformed: "The page sent something the server refused. Reload the page.",
    too_large: "That message was too large.", too_fast: "Too many messages at once. Join again.",
    replaced: "You joined from another tab or device.", ended: "The teacher ended the session.",
    join_timeout: "Join took too long. Try again.", needCode: "The code has 6 letters or digits.",
    needName: "Type a name (up to 24 characters).",
    forbidden_origin: "This page is not the class's page. Open the address shown on the projector.",
    // Why the server refused a message ({"type":"error","code":…}); {member},
    // {got}, {min}, {max}, {index} are the server's numbers.
    err_message_too_large: "The message was too large ({got} bytes; at most {max}).",
    err_not_json: "The page sent something that is not JSON. Reload the page.",
    err_not_object: "The page sent something that is not a message. Reload the page.",
    err_unknown_type: "The page sent a message the server does not know. Reload the page.",
    err_missing_member: "The message lacked “{member}”. Reload the page.",
    err_unknown_member: "The message had an unexpected “{member}”. Reload the page.",
    err_not_string: "“{member}” must be text.", err_not_number: "“{member}” must be a number.",
    err_integer_range: "“{member}” must be a whole number from {min} to {max}.",
    err_code_length: "The join code has {max} characters; this one has {got}.",
    err_code_character: "The join code has a character that is not in any code. Check it on the projector.",
    err_nickname_length: "Your name has {got} characters; use 1 to {max}.",
    err_nickname_control: "Your name contains an invisible control character. Type it again.",
    err_seat_format: "The page's saved seat is damaged. Reload the page.",
    err_answer_members: "An answer carries exactly one of a choice, a number or bars.",
    err_number_not_finite: "The number must be an ordinary finite number.",
    err_sketch_not_array: "The bars must be a list of numbers.",
    err_sketch_length: "{got} bars were sent; 1 to {max} fit.",
    err_sketch_bar: "Bar {index} must be a number from 0 to {max}.",
    err_sketch_sum: "The bars add up to 0: give at least one key some attention.",
    err_binary_message: "The page sent binary data. Reload the page.",
    err_joined_twice: "This page joined twice. Reload the page.",
    err_answer_before_join: "An answer came before joining. Reload the page.",
    err_answer_wrong_member: "That kind of answer does not fit this question.",
    err_answer_does_not_fit: "That answer does not fit this question (“{member}”).",
    err_wrong_path: "The page connected to the wrong address. Reload the page."
  },
  zh: {
    title: "注意力探索 — 课堂",
    code: "加入码", nickname: "你的昵称", join: "加入",
    hello: "你好，{name}！你已入座。",
    waiting: "等待老师提问……",
    send: "提交答案", received: "答案已收到 ✓",
    hintSketch: "拖动条形：查询给每个键多少注意力？它们的总和始终是 100%。",
    hintChoice: "点选一个答案。", hintNumber: "输入一个数。",
    yours: "你的", truth: "真实", distance: "与真实行的距离（总变差）：{d}",
    topRight: "你的最高键就是真实的最高键 ✓", topWrong: "你的最高键不是真实的最高键",
    right: "答对了 ✓", wrong: "不太对。", trueNumber: "答案：{x}", notAnswered: "这道题你没有作答。",
    connecting: "正在连接……", lost: "连接中断，正在重新连接……",
    wrong_code: "加入码不对，请核对投影上的加入码。",
    full: "课堂人数已满。", malformed: "服务器拒绝了页面发送的内容，请刷新页面。",
    too_large: "消息太大。", too_fast: "消息太频繁，请重新加入。",
    replaced: "你已在另一个标签页或设备上加入。", ended: "老师已结束本次课堂。",
    join_timeout: "加入超时，请重试。", needCode: "加入码是 6 位字母或数字。",
    needName: "请输入昵称（最多 24 个字符）。",
    forbidden_origin: "这不是课堂的页面。请打开投影上显示的地址。",
    err_message_too_large: "消息太大（{got} 字节，最多 {max}）。",
    err_not_json: "页面发送的内容不是 JSON，请刷新页面。",
    err_not_object: "页面发送的内容不是一条消息，请刷新页面。",
    err_unknown_type: "页面发送了服务器不认识的消息，请刷新页面。",
    err_missing_member: "消息缺少“{member}”，请刷新页面。",
    err_unknown_member: "消息里有多余的“{member}”，请刷新页面。",
    err_not_string: "“{member}”必须是文字。", err_not_number: "“{member}”必须是数字。",
    err_integer_range: "“{member}”必须是 {min} 到 {max} 之间的整数。",
    err_code_length: "加入码有 {max} 个字符，这个有 {got} 个。",
    err_code_character: "加入码里有不属于任何加入码的字符，请核对投影上的加入码。",
    err_nickname_length: "你的昵称有 {got} 个字符，请用 1 到 {max} 个。",
    err_nickname_control: "你的昵称里有看不见的控制字符，请重新输入。",
    err_seat_format: "页面保存的座位信息已损坏，请刷新页面。",
    err_answer_members: "一个答案只能包含选项、数字或条形中的一种。",
    err_number_not_finite: "数字必须是普通的有限数。",
    err_sketch_not_array: "条形必须是一列数字。",
    err_sketch_length: "发送了 {got} 个条形，只能是 1 到 {max} 个。",
    err_sketch_bar: "第 {index} 个条形必须是 0 到 {max} 之间的数。",
    err_sketch_sum: "条形的总和是 0：至少给一个键一些注意力。",
    err_binary_message: "页面发送了二进制数据，请刷新页面。",
    err_joined_twice: "这个页面加入了两次，请刷新页面。",
    err_answer_before_join: "答案在加入之前就发出了，请刷新页面。",
    err_answer_wrong_member: "这种答案不适合这道题。",
    err_answer_does_not_fit: "这个答案不适合这道题（“{member}”）。",
    err_wrong_path: "页面连接到了错误的地址，请刷新页面。"
  }
};
const LANG = (navigator.languages && navigator.languages[0] || navigator.language || "en")
  .toLowerCase().startsWith("zh") ? "zh" : "en";
function t(key, values) {
  let s = STRINGS[LANG][key] || STRINGS.en[key] || key;
  for (const k in values || {}) s = s.split("{" + k + "}").join(values[k]);
  return s;
}
// The server's reason for refusing a message, in this page's language (the
// server sends a code, never a sentence); null for a code this page does not know.
function errorText(m) {
  const key = "err_" + m.code;
  if (!(key in STRINGS.en)) return null;
  const values = {};
  for (const k of ["member", "got", "min", "max", "index"])
    if (k in m) values[k] = String(m[k]);
  return t(key, values);
}

const $ = (id) => document.getElementById(id);
const FATAL = ["wrong_code", "full", "malformed", "too_large", "too_fast", "replaced", "ended", "join_timeout",
               "forbidden_origin"];
const state = { error: null, ws: null, code: "", nickname: "", joined: false, question: null, picked: null, sketch: [], sent: false };

function seatKey(code) { return "ae-session-seat-" + code; }

function show(section) {
  for (const id of ["join", "waiting", "question"]) $(id).hidden = id !== section;
}
function setStatus(text) { $("status").hidden = !text; $("status").textContent = text || ""; }

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const ws = new WebSocket(scheme + location.host + "/session");
  state.ws = ws;
  ws.onopen = () => {
    ws.send(JSON.stringify({ type: "join", code: state.code, nickname: state.nickname,
                             seat: localStorage.getItem(seatKey(state.code)) || "" }));
  };
  ws.onmessage = (event) => {
    let m;
    try { m = JSON.parse(event.data); } catch (e) { return; }
    onMessage(m);
  };
  ws.onclose = (event) => {
    if (state.ws !== ws) return;
    state.ws = null;
    if (FATAL.includes(event.reason)) {
      state.joined = false;
      const why = event.reason === "malformed" && state.error ? errorText(state.error) : null;
      state.error = null;
      setStatus(why || t(event.reason));
      if (event.reason === "wrong_code") localStorage.removeItem(seatKey(state.code));
      show("join");
      $("join-button").disabled = false;
      return;
    }
    // The phone slept or the network dropped: come back to the same seat.
    setStatus(t("lost"));
    setTimeout(connect, 1500);
  };
}

function onMessage(m) {
  switch (m.type) {
  case "error":
    state.error = m; // the close that follows says it
    break;
  case "welcome":
    localStorage.setItem(seatKey(state.code), m.seat);
    state.joined = true;
    setStatus("");
    $("hello").textContent = t("hello", { name: m.nickname });
    show("waiting");
    break;
  case "idle":
    state.question = null;
    show("waiting");
    break;
  case "question":
    renderQuestion(m);
    break;
  case "received":
    if (state.question && m.id === state.question.id) {
      state.sent = true;
      lockAnswer();
      $("received").hidden = false;
    }
    break;
  case "reveal":
    if (state.question && m.id === state.question.id) renderReveal(m);
    break;
  }
}

function renderQuestion(q) {
  state.question = q;
  state.picked = null;
  state.sent = false;
  state.sketch = q.kind === "sketch_row" ? q.choices.map(() => 1 / q.choices.length) : [];
  $("prompt").textContent = q.prompt;
  $("received").hidden = true;
  $("reveal").hidden = true;
  $("reveal").textContent = "";
  const area = $("answer-area");
  area.textContent = "";
  const send = $("send");
  send.hidden = false;
  if (q.kind === "sketch_row") {
    $("hint").textContent = t("hintSketch");
    q.choices.forEach((token, i) => {
      const row = document.createElement("div");
      row.className = "bar-row";
      const label = document.createElement("span");
      label.className = "token";
      label.textContent = token;
      label.id = "bar-label-" + i;
      const range = document.createElement("input");
      range.type = "range"; range.min = "0"; range.max = "1000"; range.step = "1";
      range.id = "bar-" + i;
      range.setAttribute("aria-labelledby", label.id);
      range.addEventListener("input", () => setBar(i, Number(range.value) / 1000));
      const value = document.createElement("span");
      value.className = "value";
      value.id = "bar-value-" + i;
      row.append(label, range, value);
      area.append(row);
    });
    updateBars();
    send.disabled = false;
  } else if (q.kind === "number") {
    $("hint").textContent = t("hintNumber");
    const input = document.createElement("input");
    input.type = "number"; input.step = "any"; input.inputMode = "decimal"; input.id = "number";
    input.setAttribute("aria-labelledby", "prompt");
    input.addEventListener("input", () => { send.disabled = !Number.isFinite(parseFloat(input.value)); });
    area.append(input);
    send.disabled = true;
  } else {
    $("hint").textContent = t("hintChoice");
    q.choices.forEach((choice, i) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "choice"; b.id = "choice-" + i;
      b.textContent = choice;
      b.setAttribute("aria-pressed", "false");
      b.addEventListener("click", () => {
        if (state.sent) return;
        state.picked = i;
        area.querySelectorAll("button.choice").forEach((o, j) => o.setAttribute("aria-pressed", String(j === i)));
        send.disabled = false;
      });
      area.append(b);
    });
    send.disabled = true;
  }
  show("question");
  if (q.answered) { state.sent = true; lockAnswer(); $("received").hidden = false; }
}

// Sets bar i to v and rescales the others so the bars stay a distribution.
function setBar(i, v) {
  const s = state.sketch;
  const others = 1 - s[i];
  s[i] = Math.min(1, Math.max(0, v));
  const rest = 1 - s[i];
  for (let j = 0; j < s.length; ++j) {
    if (j === i) continue;
    s[j] = others > 1e-9 ? s[j] * rest / others : rest / (s.length - 1);
  }
  updateBars();
}
function updateBars() {
  state.sketch.forEach((p, i) => {
    $("bar-" + i).value = String(Math.round(p * 1000));
    $("bar-value-" + i).textContent = Math.round(p * 100) + " %";
    $("bar-" + i).setAttribute("aria-valuetext", Math.round(p * 100) + " %");
  });
}

function lockAnswer() {
  $("send").disabled = true;
  $("answer-area").querySelectorAll("input, button").forEach((e) => { e.disabled = true; });
}

function sendAnswer() {
  const q = state.question;
  if (!q || state.sent || !state.ws) return;
  const m = { type: "answer", question: q.id };
  if (q.kind === "sketch_row") m.sketch = state.sketch.slice();
  else if (q.kind === "number") {
    const x = parseFloat($("number").value);
    if (!Number.isFinite(x)) return;
    m.number = x;
  } else {
    if (state.picked === null) return;
    m.choice = state.picked;
  }
  state.ws.send(JSON.stringify(m));
  $("send").disabled = true;
}

function meter(cls, p) {
  const m = document.createElement("div");
  m.className = "meter " + cls;
  const fill = document.createElement("span");
  fill.style.width = (100 * p).toFixed(1) + "%";
  m.append(fill);
  return m;
}

function renderReveal(r) {
  const q = state.question;
  const box = $("reveal");
  box.textContent = "";
  lockAnswer();
  const line = (text) => { const p = document.createElement("p"); p.textContent = text; box.append(p); return p; };
  if (r.kind === "sketch_row") {
    const legend = line("");
    legend.className = "legend";
    const y = document.createElement("span"); y.className = "y"; y.textContent = "■ " + t("yours");
    const tr = document.createElement("span"); tr.className = "t"; tr.textContent = "  ■ " + t("truth");
    legend.append(y, tr);
    q.choices.forEach((token, i) => {
      const row = document.createElement("div");
      row.className = "compare";
      const label = document.createElement("span");
      label.className = "token"; label.textContent = token;
      const bars = document.createElement("div");
      if (r.answered) bars.append(meter("yours", state.sketch[i]));
      bars.append(meter("truth", r.true_row[i]));
      bars.setAttribute("aria-label", token + ": " + t("truth") + " " + Math.round(100 * r.true_row[i]) + " %" +
                        (r.answered ? ", " + t("yours") + " " + Math.round(100 * state.sketch[i]) + " %" : ""));
      row.append(label, bars);
      box.append(row);
    });
    if (r.answered) {
      line(t("distance", { d: r.distance.toFixed(2) }));
      line(r.correct ? t("topRight") : t("topWrong"));
    }
  } else if (r.kind === "number") {
    line(t("trueNumber", { x: String(r.true_number) }));
    if (r.answered) line(r.correct ? t("right") : t("wrong"));
  } else {
    const correct = $("choice-" + r.correct_choice);
    if (correct) correct.classList.add("correct");
    line(t("trueNumber", { x: q.choices[r.correct_choice] }));
    if (r.answered) line(r.correct ? t("right") : t("wrong"));
  }
  if (!r.answered) line(t("notAnswered"));
  box.hidden = false;
}

function start() {
  document.documentElement.lang = LANG === "zh" ? "zh-CN" : "en";
  document.title = t("title");
  document.querySelectorAll("[data-t]").forEach((e) => { e.textContent = t(e.dataset.t); });
  const code = new URLSearchParams(location.search).get("code");
  if (code) $("code").value = code.toUpperCase().slice(0, 6);
  $("join").addEventListener("submit", (event) => {
    event.preventDefault();
    const c = $("code").value.trim().toUpperCase();
    const n = $("nickname").value.trim();
    if (!/^[A-Z0-9]{6}$/.test(c)) { setStatus(t("needCode")); return; }
    if (n.length < 1 || [...n].length > 24) { setStatus(t("needName")); return; }
    state.code = c; state.nickname = n;
    setStatus(t("connecting"));
    $("join-button").disabled = true;
    if (state.ws) state.ws.close();
    connect();
  });
  $("send").addEventListener("click", sendAnswer);
  show("join");
}

document.addEventListener("DOMContentLoaded", start);
