package worker

func (w *Worker) Stop() {
	w.cancel()
	w.wg.Wait()
	close(w.results)
	w.log.Info("stopped")
}
