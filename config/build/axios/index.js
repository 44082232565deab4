// The portal's axios (webpack.config.js and the jest config alias `axios` here): axios 1.x's own
// core, instance factory and classes, built as lib/axios.js builds them, without the statics the
// portal never uses (HttpStatusCode, CancelToken, toFormData, formToJSON, spread, all, VERSION) and
// with the parts listed in ./parts.js replaced by stubs: the portal sends JSON only, cancels with
// AbortController / saga cancellation and signs in with a session cookie (ADR 0022, ~4 KB gzip).
import Axios from 'axios/unsafe/core/Axios.js';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import CanceledError from 'axios/unsafe/cancel/CanceledError.js';
import isCancel from 'axios/unsafe/cancel/isCancel.js';
import defaults from 'axios/unsafe/defaults/index.js';
import bind from 'axios/unsafe/helpers/bind.js';
import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';
import utils from 'axios/unsafe/utils.js';

/** axios's createInstance (lib/axios.js): a callable instance with the Axios prototype's methods. */
function createInstance(defaultConfig) {
  const context = new Axios(defaultConfig);
  const instance = bind(Axios.prototype.request, context);
  utils.extend(instance, Axios.prototype, context, { allOwnKeys: true });
  utils.extend(instance, context, null, { allOwnKeys: true });
  instance.create = (instanceConfig) => createInstance(mergeConfig(defaultConfig, instanceConfig));
  return instance;
}

const axios = createInstance(defaults);
Object.assign(axios, { Axios, AxiosError, AxiosHeaders, CanceledError, isCancel, isAxiosError, mergeConfig });
axios.default = axios;

export { axios as default, Axios, AxiosError, AxiosHeaders, CanceledError, isCancel, isAxiosError, mergeConfig };
