local cjson = require "cjson.safe"
local http = require "resty.http"
local mlcache = require "resty.mlcache"
local utils = require "app.utils"

local _M = {}

function _M.fetch(url)
  local client = http.new()
  local res, err = client:request_uri(url)
  if not res then
    return nil, err
  end
  return cjson.decode(res.body)
end

return _M
