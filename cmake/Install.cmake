# Install rules come with the exported package (see README "Embedding").
