/* read_sweep.c: a read stream (a sum with 8 accumulators) of one buffer over and over, alone and right
   after filling it, at sizes 1-128 MiB: bytes per second. Run one copy per rank at once, every other process stopped:
     gcc -O2 -ffast-math -march=native -fno-tree-loop-distribute-patterns -o read_sweep read_sweep.c && (./read_sweep r0 & ./read_sweep r1; wait)
   Figures: bench/step_time.md, "2026-12-04 (reuse distance prototype)"; used by bench/reuse_distance.py. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
__attribute__((noinline)) void loopfill(float *p, size_t n, float v){ for(size_t i=0;i<n;i++) p[i]=v; }
__attribute__((noinline)) float sum(const float *p, size_t n){ float s0=0,s1=0,s2=0,s3=0,s4=0,s5=0,s6=0,s7=0; for(size_t i=0;i<n;i+=8){s0+=p[i];s1+=p[i+1];s2+=p[i+2];s3+=p[i+3];s4+=p[i+4];s5+=p[i+5];s6+=p[i+6];s7+=p[i+7];} return s0+s1+s2+s3+s4+s5+s6+s7; }
int main(int c, char**v){
  double mbs[]={1,2,4,6,8,12,16,24,32,48,64,128};
  volatile float sink=0;
  for(int k=0;k<12;k++){
    size_t bytes=(size_t)(mbs[k]*1048576); float*b=malloc(bytes); loopfill(b,bytes/4,1);
    int reps=(int)(2e9/bytes); if(reps<4)reps=4;
    double t0=now(); for(int r=0;r<reps;r++) sink+=sum(b,bytes/4); double t1=now();
    double tw=0,tr=0; for(int r=0;r<reps;r++){ double a=now(); loopfill(b,bytes/4,(float)r); double m=now(); sink+=sum(b,bytes/4); tr+=now()-m; tw+=m-a; }
    printf("%s MB %5.1f read-only %6.1f GB/s  read-after-write %6.1f GB/s  (its write %6.1f)\n", v[1], mbs[k], bytes*(double)reps/(t1-t0)/1e9, bytes*(double)reps/tr/1e9, bytes*(double)reps/tw/1e9);
    free(b);
  }
}
