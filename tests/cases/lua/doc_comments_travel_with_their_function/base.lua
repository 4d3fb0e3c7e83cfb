local path = {}

--- Joins two path segments with a single slash.
-- @tparam string a the first segment
-- @tparam string b the second segment
-- @treturn string the joined path
function path.join(a, b)
  return (a:gsub("/+$", "")) .. "/" .. (b:gsub("^/+", ""))
end

--- The last segment of a path.
function path.basename(p)
  return p:match("([^/]*)/*$")
end

return path
