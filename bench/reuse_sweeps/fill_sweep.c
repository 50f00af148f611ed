/* fill_sweep.c: a fill (plain store loop, and memset) of one buffer over and over, at sizes 1-64 MiB:
   bytes written per second. Run one copy per rank at once, every other process stopped:
     gcc -O2 -fno-tree-loop-distribute-patterns -o fill_sweep fill_sweep.c && (./fill_sweep r0 & ./fill_sweep r1; wait)
   Figures: bench/step_time.md, "2026-12-04 (reuse distance prototype)"; used by bench/reuse_distance.py. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
__attribute__((noinline)) void loopfill(float *p, size_t n, float v){ for(size_t i=0;i<n;i++) p[i]=v; }
int main(int c, char**v){
  double mbs[]={1,2,3,4,6,8,12,16,24,32,64};
  for(int k=0;k<11;k++){
    size_t bytes=(size_t)(mbs[k]*1048576); char*b=malloc(bytes); memset(b,1,bytes);
    int reps=(int)(2e9/bytes); if(reps<4)reps=4;
    double t0=now(); for(int r=0;r<reps;r++){ memset(b,r&1,bytes); __asm__ volatile(""::"r"(b):"memory"); } double t1=now();
    for(int r=0;r<reps;r++){ loopfill((float*)b,bytes/4,(float)r+1); __asm__ volatile(""::"r"(b):"memory"); } double t2=now();
    printf("%s MB %5.1f memset(0) %6.1f GB/s  store loop %6.1f GB/s (bytes written/s)\n", v[1], mbs[k], bytes*(double)reps/(t1-t0)/1e9, bytes*(double)reps/(t2-t1)/1e9);
    free(b);
  }
}
