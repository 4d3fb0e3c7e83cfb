local M = {}

function M.greet(name)
  return "Hello, " .. name
end

<<<<<<< left
function M.shout(name)
  return M.greet(name):upper(

||||||| base
=======
function M.whisper(name)
  return M.greet(name):lower()
end

>>>>>>> right
function M.farewell(name)
  return "Goodbye, " .. name
end

return M
