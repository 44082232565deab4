// Control panel behaviour (external file: the gateway's CSP forbids inline scripts).
/* global document, fetch */
(function () {
  const message = document.getElementById('message');
  const stateView = document.getElementById('state');
  const flagsView = document.getElementById('flags');

  function show(state) {
    stateView.textContent = JSON.stringify(state, null, 2);
    flagsView.replaceChildren(
      ...Object.entries(state.flags).map(([name, on]) => {
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.checked = on;
        box.addEventListener('change', () => call('POST', '/__mock/flags', { [name]: box.checked }));
        label.append(box, ' ', name);
        return label;
      }),
    );
  }

  // The control token (CONTROL_TOKEN), when the gateway has one: sent with every call, kept only here.
  const tokenInput = document.getElementById('control-token');
  function headers() {
    const h = { 'X-Requested-With': 'XMLHttpRequest' };
    if (tokenInput.value) h['X-Control-Token'] = tokenInput.value;
    return h;
  }

  async function call(method, url, body) {
    const init = { method, headers: headers() };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(url, init);
    const answer = await response.json();
    if (!response.ok) {
      message.textContent = 'Refused: ' + (answer.error || response.status);
      return;
    }
    message.textContent = method + ' ' + url + ': done';
    show(answer);
  }

  document.querySelectorAll('[data-call]').forEach((button) => {
    const [method, url] = button.dataset.call.split(' ');
    button.addEventListener('click', () => call(method, url, button.dataset.body ? JSON.parse(button.dataset.body) : undefined));
  });
  document.getElementById('transfers-settle').addEventListener('click', async () => {
    const response = await fetch('/__mock/transfers/settle', { method: 'POST', headers: headers() });
    const answer = await response.json();
    message.textContent = response.ok ? 'Transfers settled: ' + answer.settled : 'Refused: ' + (answer.error || response.status);
  });
  document.getElementById('clock-set').addEventListener('click', () =>
    call('POST', '/__mock/clock', { now: document.getElementById('clock-now').value }),
  );
  document.getElementById('fault-add').addEventListener('click', () => {
    const method = document.getElementById('fault-method').value;
    call('POST', '/__mock/faults', {
      path: document.getElementById('fault-path').value,
      status: Number(document.getElementById('fault-status').value),
      delayMs: Number(document.getElementById('fault-delay').value),
      times: Number(document.getElementById('fault-times').value),
      ...(method ? { method } : {}),
    });
  });
  document.getElementById('config-set').addEventListener('click', () => {
    let body;
    try {
      body = JSON.parse(document.getElementById('config-body').value);
    } catch {
      message.textContent = 'The override is not valid JSON';
      return;
    }
    call('POST', '/__mock/config', body);
  });

  // Sign-in helpers answer their own JSON, not the control state.
  const signinResult = document.getElementById('signin-result');
  document.querySelectorAll('[data-signin]').forEach((button) => {
    button.addEventListener('click', async () => {
      const [method, template] = button.dataset.signin.split(' ');
      const username = document.getElementById('signin-username').value.trim();
      const phone = document.getElementById('signin-phone').value.replace(/\D/g, '');
      let url = template.replace('{username}', encodeURIComponent(username));
      if (method === 'GET') url += phone ? '?phone=' + phone : '?username=' + encodeURIComponent(username);
      const response = await fetch(url, { method, headers: headers() });
      const answer = await response.json();
      message.textContent = method + ' ' + url + (response.ok ? ': done' : ': refused');
      signinResult.textContent = JSON.stringify(answer, null, 2);
    });
  });

  // Allow-list disablements waiting for the video identity verification: one "Complete disablement" each.
  const pendingList = document.getElementById('allow-list-pending');
  async function loadPendingDisablements() {
    const response = await fetch('/__mock/allow-list/pending-disablement', { headers: headers() });
    const answer = await response.json();
    if (!response.ok) {
      message.textContent = 'Refused: ' + (answer.error || response.status);
      return;
    }
    if (answer.accounts.length === 0) {
      const none = document.createElement('li');
      none.textContent = 'No allow-list is waiting for its disablement.';
      pendingList.replaceChildren(none);
      return;
    }
    pendingList.replaceChildren(
      ...answer.accounts.map((account) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Complete disablement';
        button.setAttribute('aria-label', 'Complete disablement of ' + account.accountNumber);
        button.addEventListener('click', async () => {
          const done = await fetch('/__mock/allow-list/' + encodeURIComponent(account.accountNumber) + '/complete-disablement', { method: 'POST', headers: headers() });
          const result = await done.json();
          message.textContent = done.ok ? account.accountNumber + ': allow-list ' + result.aaEnabled : 'Refused: ' + (result.error || done.status);
          loadPendingDisablements();
        });
        item.append(account.accountNumber + ' – ' + account.displayName + ' (' + account.firmName + ') ', button);
        return item;
      }),
    );
  }
  document.getElementById('allow-list-refresh').addEventListener('click', loadPendingDisablements);

  // Each firm's switch: passkeys required to move money (issue 26).
  const passkeysForMoney = document.getElementById('passkeys-for-money');
  async function loadPasskeysForMoney() {
    const response = await fetch('/__mock/firms/passkeys-for-money', { headers: headers() });
    const answer = await response.json();
    if (!response.ok) {
      message.textContent = 'Refused: ' + (answer.error || response.status);
      return;
    }
    passkeysForMoney.replaceChildren(
      ...answer.firms.map((firm) => {
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.checked = firm.passkeysForMoney;
        box.addEventListener('change', async () => {
          const url = '/__mock/firms/' + encodeURIComponent(firm.firmId) + '/passkeys-for-money';
          const done = await fetch(url, { method: 'POST', headers: { ...headers(), 'Content-Type': 'application/json' }, body: JSON.stringify({ required: box.checked }) });
          const result = await done.json();
          message.textContent = done.ok
            ? firm.legalName + ': passkeys ' + (result.passkeysForMoney ? 'required' : 'not required') + ' to move money'
            : 'Refused: ' + (result.error || done.status);
          loadPasskeysForMoney();
        });
        label.append(box, ' ' + firm.legalName + ' (' + firm.firmId + ') requires passkeys to move money');
        return label;
      }),
    );
  }

  // A notification for the portal's notification centre: to a user, a firm's users, or everyone.
  document.getElementById('notification-post').addEventListener('click', async () => {
    const value = (id) => document.getElementById(id).value.trim();
    const body = { title: value('notification-title'), message: value('notification-message'), severity: value('notification-severity') };
    if (value('notification-username')) body.username = value('notification-username');
    if (value('notification-firm')) body.firmId = value('notification-firm');
    const response = await fetch('/__mock/notifications', {
      method: 'POST',
      headers: Object.assign(headers(), { 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    message.textContent = response.ok ? 'Notification ' + answer.id + ' posted' : 'Refused: ' + (answer.error || response.status);
  });

  // The script is deferred, so the page is parsed by now.
  call('GET', '/__mock/state');
  loadPendingDisablements();
  loadPasskeysForMoney();
  tokenInput.addEventListener('change', () => {
    call('GET', '/__mock/state');
    loadPendingDisablements();
    loadPasskeysForMoney();
  });
})();
