class Timer:
	def __init__(self):
		self.ticks = 0

	def tick(self):
		self.ticks += 1
