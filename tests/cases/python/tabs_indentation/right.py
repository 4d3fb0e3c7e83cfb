class Timer:
	def __init__(self):
		self.ticks = 0

	def tick(self):
		self.ticks += 1

	def elapsed(self, period):
		if period <= 0:
			return 0
		return self.ticks * period
