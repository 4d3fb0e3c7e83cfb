package worker

func (w *Worker) Stop() {
	w.cancel()
	w.wg.Wait()
	w.metrics.Flush()
	close(w.results)
	w.log.Info("stopped")
}
