class ImportJob < ApplicationJob
  queue_as :imports

  BATCH_SIZE = 500
  MAX_ATTEMPTS = 3

  def perform(upload)
    upload.rows.each_slice(BATCH_SIZE) { |rows| Importer.new(rows).run }
    upload.fail! if executions >= MAX_ATTEMPTS
  end
end
