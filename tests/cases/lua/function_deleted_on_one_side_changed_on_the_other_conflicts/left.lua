local strings = {}

function strings.trim(s)
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

function strings.split(s, sep)
  local parts = {}
  for part in s:gmatch("([^" .. sep .. "]+)") do
    parts[#parts + 1] = part
  end
  return parts, #parts
end

return strings
