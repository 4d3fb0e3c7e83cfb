package worker

func (w *Worker) Stop() {
	w.cancel()
	close(w.results)
	w.wg.Wait()
	w.metrics.Flush()
	w.log.Info("stopped")
}
