local strings = {}

function strings.trim(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end
<<<<<<< left
||||||| base

function strings.starts_with(s, prefix)
  return s:sub(1, #prefix) == prefix
end
=======

function strings.starts_with(s, prefix)
  return prefix == "" or s:sub(1, #prefix) == prefix
end
>>>>>>> right

function strings.split(s, sep)
  local parts = {}
  for part in s:gmatch("([^" .. sep .. "]+)") do
    parts[#parts + 1] = part
  end
  return parts, #parts
end

return strings
