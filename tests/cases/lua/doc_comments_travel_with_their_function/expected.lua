local path = {}

--- The last segment of a path.
-- @tparam string p a path
function path.basename(p)
  return p:match("([^/]*)/*$")
end

--- The path without its last segment.
function path.dirname(p)
  return p:match("^(.*)/[^/]*$") or "."
end

--- Joins two path segments with a single slash.
-- @tparam string a the first segment
-- @tparam string b the second segment
-- @treturn string the joined path, without a doubled slash
function path.join(a, b)
  return (a:gsub("/+$", "")) .. "/" .. (b:gsub("^/+", ""))
end

return path
