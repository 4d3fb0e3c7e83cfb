local limits = {
  second = 10, -- bursts
  minute = 300, -- steady traffic
  hour = 10000, -- batch jobs
  day = 100000, -- nightly imports
}

return limits
